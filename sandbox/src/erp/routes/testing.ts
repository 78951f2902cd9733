import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERP_ENDPOINTS } from 'shared/server';
import { errorResponses } from '../../lib/schemas';
import type { ErpStore } from '../store';
import { ok } from '../views';

/** Introspection for tests: what the ERP charged, and a way back to the seeded data. */
export const testingRoutes: FastifyPluginAsyncTypebox<{ store: ErpStore }> = async (app, { store }) => {
  const { paymentLog, clearPaymentLog, reset, faults } = ERP_ENDPOINTS;
  app.get(
    paymentLog.path,
    { schema: { response: { 200: paymentLog.response, ...errorResponses } } },
    async () => store.ledger.entries(),
  );

  app.delete(
    clearPaymentLog.path,
    { schema: { response: { 200: clearPaymentLog.response, ...errorResponses } } },
    async () => ({ deleted: store.ledger.clear() }),
  );

  app.post(
    faults.path,
    { schema: { body: faults.body, response: { 200: faults.response, ...errorResponses } } },
    async (req) => {
      const before = req.body.hang_before_charge_ms ?? 0;
      store.ledger.hangAfterCharge(req.body.hang_after_charge_ms, req.body.count);
      store.ledger.hangBeforeCharge(before, req.body.count);
      return {
        status: ok(`Charges wait ${before} ms before and hang ${req.body.hang_after_charge_ms} ms after charging`),
      };
    },
  );

  app.post(
    reset.path,
    { schema: { response: { 200: reset.response, ...errorResponses } } },
    async () => {
      store.reset();
      return { status: ok('ERP data restored to the seeded state') };
    },
  );
};
