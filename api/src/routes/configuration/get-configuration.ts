import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { configurationView } from '../../services/config/configuration';

/** GET /api/configuration (CanEditSystemConfig): the system configuration without its SMTP password. */
export const getConfigurationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.getConfiguration),
    handler: async () => configurationView(await app.systemConfigRepository.get()),
  });
};
