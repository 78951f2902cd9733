import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../lib/schemas';

/** GET /health: for start scripts and load balancers waiting on the sandbox. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: Type.Object({ ok: Type.Literal(true) }), ...errorResponses } } },
    async () => ({ ok: true as const }),
  );
};
