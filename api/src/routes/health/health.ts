import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthLiveSchema, HealthReadySchema } from '../../schemas/config';

/**
 * GET /health/live: the process answers. GET /health/ready: the database answers (503 if
 * not); the ERP is reported but not required, so a down ERP does not take the portal out of
 * the load balancer (configuration pages must stay reachable).
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health/live', { schema: { response: { 200: HealthLiveSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/health/ready',
    { schema: { response: { 200: HealthReadySchema, 503: HealthReadySchema } } },
    async (request, reply) => {
      const [database, erp] = await Promise.all([
        app.db.query('SELECT 1').then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.error({ err: error }, 'readiness: database does not answer');
            return 'error' as const;
          },
        ),
        app.erp.status(1500).then(
          () => 'ok' as const,
          () => 'unreachable' as const,
        ),
      ]);
      const status = database === 'ok' ? ('ok' as const) : ('error' as const);
      return reply.code(status === 'ok' ? 200 : 503).send({ status, database, erp });
    },
  );
};
