import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { ConfigurationViewSchema } from '../../schemas/configuration';
import { requirePermission } from '../../security/require-permission';
import { configurationView } from '../../services/config/configuration';

/** GET /api/configuration (CanEditSystemConfig): the system configuration without its SMTP password. */
export const getConfigurationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/configuration',
    {
      preHandler: [app.authenticate, requirePermission('CanEditSystemConfig')],
      schema: { response: { 200: ConfigurationViewSchema, ...errorResponses(400, 401, 403) } },
    },
    async () => configurationView(await app.systemConfigRepository.get()),
  );
};
