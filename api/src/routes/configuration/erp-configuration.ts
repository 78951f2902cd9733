import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { ErpConfigurationResponseSchema } from '../../schemas/configuration';
import { requirePermission } from '../../security/require-permission';
import { erpConfiguration } from '../../services/config/erp-configuration';

/** GET /api/configuration/erp (CanEditSystemConfig): the ERP's configuration, read-only; answers while the ERP is down. */
export const erpConfigurationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/configuration/erp',
    {
      preHandler: [app.authenticate, requirePermission('CanEditSystemConfig')],
      schema: { response: { 200: ErpConfigurationResponseSchema, ...errorResponses(400, 401, 403) } },
    },
    async () => erpConfiguration(app),
  );
};
