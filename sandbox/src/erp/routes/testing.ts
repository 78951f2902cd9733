import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { DeletedSchema, PaymentLogSchema, ResetResponseSchema } from '../schemas/payments';
import type { ErpStore } from '../store';
import { ok } from '../views';

/** Introspection for tests: what the ERP charged, and a way back to the seeded data. */
export const testingRoutes: FastifyPluginAsyncTypebox<{ store: ErpStore }> = async (app, { store }) => {
  app.get(
    '/payments/log',
    { schema: { response: { 200: PaymentLogSchema, ...errorResponses } } },
    async () => store.ledger.entries(),
  );

  app.delete(
    '/payments/log',
    { schema: { response: { 200: DeletedSchema, ...errorResponses } } },
    async () => ({ deleted: store.ledger.clear() }),
  );

  app.post(
    '/__reset',
    { schema: { response: { 200: ResetResponseSchema, ...errorResponses } } },
    async () => {
      store.reset();
      return { status: ok('ERP data restored to the seeded state') };
    },
  );
};
