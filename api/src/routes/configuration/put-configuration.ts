import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { configurationFromForm, configurationView } from '../../services/config/configuration';

/**
 * PUT /api/configuration (CanEditSystemConfig): saves the configuration, checked with the form's
 * shared schema. The mailer reads it for every message, so every instance uses it from the next mail on.
 */
export const putConfigurationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.saveConfiguration),
    handler: async (request) => {
      const { user } = authOf(request);
      const saved = await app.db.transaction(async (tx) => {
        const stored = await app.systemConfigRepository.get(tx);
        const next = await configurationFromForm(request.body, stored);
        await app.systemConfigRepository.update(next, tx);
        // Which fields changed, never their values: the password stays out of the audit log too.
        const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(stored[k]));
        await app.auditLog.record(user.user_id, 'configuration_saved', { changed }, tx);
        return next;
      });
      return configurationView(saved);
    },
  });
};
