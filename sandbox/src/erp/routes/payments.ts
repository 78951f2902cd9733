import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERP_ENDPOINTS, type PaymentResponse } from 'shared/server';
import { errorResponses } from '../../lib/schemas';
import { maintainCards } from '../payments/cards';
import type { TokenLookup } from '../payments/method';
import { processDeposit, processPayment, refusal } from '../payments/service';
import { ok } from '../views';
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

  /** One charge under its portal reference, and an answer held back when a test asked for it. */
  const charge = async (reference: string | undefined, run: () => PaymentResponse) => {
    await slow();
    const before = store.ledger.takeHangBefore();
    if (before > 0) await sleep(before);
    const answer = store.ledger.chargeOnce(reference, run) ?? refusal(`Payment reference ${reference} was closed by a lookup; nothing was charged`);
    const hang = store.ledger.takeHang();
    if (hang > 0) await sleep(hang);
    return answer;
  };

  const { payments, deposit, paymentCards, chargeLookup } = ERP_ENDPOINTS;
  app.post(
    payments.path,
    { schema: { body: payments.body, response: { 200: payments.response, ...errorResponses } } },
    async (req) => charge(req.body.portal_reference, () => processPayment(ctx, req.body)),
  );

  app.post(
    deposit.path,
    { schema: { body: deposit.body, response: { 200: deposit.response, ...errorResponses } } },
    async (req) => charge(req.body.portal_reference, () => processDeposit(ctx, req.body)),
  );

  app.post(
    chargeLookup.path,
    { schema: { body: chargeLookup.body, response: { 200: chargeLookup.response, ...errorResponses } } },
    async (req) => {
      const answer = store.ledger.lookup(req.body.portal_reference);
      return answer
        ? { status: ok(`Reference ${req.body.portal_reference} was charged`), charged: 'X' as const, response: answer }
        : { status: ok(`Reference ${req.body.portal_reference} was not charged; it is closed`), charged: '' as const };
    },
  );

  app.post(
    paymentCards.path,
    { schema: { body: paymentCards.body, response: { 200: paymentCards.response, ...errorResponses } } },
    async (req) => ({ status: maintainCards(ctx, req.body) }),
  );
};
