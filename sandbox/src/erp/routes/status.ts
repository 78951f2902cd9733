import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERP_ENDPOINTS } from 'shared/server';
import { errorResponses } from '../../lib/schemas';

/** GET /erp/status: the connection check behind the portal's 'SAP Connection Status'. */
export const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { status } = ERP_ENDPOINTS;
  app.get(status.path, { schema: { response: { 200: status.response, ...errorResponses } } }, async () => ({
    statusCode: 200,
    statusMessage: 'OK',
    data: { status: { message_type: 'S' as const, message_line_string: 'Connection to ERP OK' } },
  }));
};
