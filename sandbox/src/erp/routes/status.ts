import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErpStatusResponse } from 'shared/server';
import { Type, type Static } from 'typebox';
import { ErpStatusSchema, errorResponses, type Expect, type Same } from '../../lib/schemas';

const StatusResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  statusMessage: Type.String(),
  data: Type.Object({ status: ErpStatusSchema }),
});
export type StatusContract = Expect<Same<Static<typeof StatusResponseSchema>, ErpStatusResponse>>;

/** GET /erp/status: the connection check behind the portal's 'SAP Connection Status'. */
export const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/status', { schema: { response: { 200: StatusResponseSchema, ...errorResponses } } }, async () => ({
    statusCode: 200,
    statusMessage: 'OK',
    data: { status: { message_type: 'S' as const, message_line_string: 'Connection to ERP OK' } },
  }));
};
