import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERP_ENDPOINTS } from 'shared/server';
import { errorResponses } from '../../lib/schemas';
import { maintainCards } from '../payments/cards';
import type { TokenLookup } from '../payments/method';
import { processDeposit, processPayment } from '../payments/service';
import type { ErpStore } from '../store';

export interface PaymentRoutesOptions {
  store: ErpStore;
  /** The payment provider's vault: session (unsaved) cards are charged through it. */
  tokens: TokenLookup;
  /** How long a charge takes, so that a test can overlap two of them (0: at once). */
  paymentDelayMs: number;
}

/**
 * Payments, deposits and saved payment methods. Each charge is decided and
 * posted in one synchronous step after the optional delay, so two requests
 * never interleave inside the ERP: running a payment twice is the caller's
 * doing, and the log shows it.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (app, opts) => {
  const { store, tokens, paymentDelayMs } = opts;
  const ctx = { store, tokens };
  const slow = async () => {
    if (paymentDelayMs > 0) await sleep(paymentDelayMs);
  };

  const { payments, deposit, paymentCards } = ERP_ENDPOINTS;
  app.post(
    payments.path,
    { schema: { body: payments.body, response: { 200: payments.response, ...errorResponses } } },
    async (req) => {
      await slow();
      return processPayment(ctx, req.body);
    },
  );

  app.post(
    deposit.path,
    { schema: { body: deposit.body, response: { 200: deposit.response, ...errorResponses } } },
    async (req) => {
      await slow();
      return processDeposit(ctx, req.body);
    },
  );

  app.post(
    paymentCards.path,
    { schema: { body: paymentCards.body, response: { 200: paymentCards.response, ...errorResponses } } },
    async (req) => ({ status: maintainCards(ctx, req.body) }),
  );
};
