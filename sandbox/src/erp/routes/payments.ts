import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorResponses } from '../../lib/schemas';
import { maintainCards } from '../payments/cards';
import type { TokenLookup } from '../payments/method';
import { processDeposit, processPayment } from '../payments/service';
import {
  DepositRequestSchema,
  PaymentCardsRequestSchema,
  PaymentCardsResponseSchema,
  PaymentRequestSchema,
  PaymentResponseSchema,
} from '../schemas/payments';
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

  app.post(
    '/invoice/payments',
    { schema: { body: PaymentRequestSchema, response: { 200: PaymentResponseSchema, ...errorResponses } } },
    async (req) => {
      await slow();
      return processPayment(ctx, req.body);
    },
  );

  app.post(
    '/customer/makedeposit',
    { schema: { body: DepositRequestSchema, response: { 200: PaymentResponseSchema, ...errorResponses } } },
    async (req) => {
      await slow();
      return processDeposit(ctx, req.body);
    },
  );

  app.post(
    '/customer/payment_cards',
    { schema: { body: PaymentCardsRequestSchema, response: { 200: PaymentCardsResponseSchema, ...errorResponses } } },
    async (req) => ({ status: maintainCards(ctx, req.body) }),
  );
};
