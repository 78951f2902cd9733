import { API_TEXTS } from '../../errors';
import { errorBody } from '../../plugins/app/error-handler';
import type { OutgoingMail } from '../../repositories/mail-outbox-repository';

/**
 * What the payment ledger (payment-ledger.ts) and the reconcile sweep (reconcile.ts) both record.
 * Its own file so that the ledger may call the sweep without the sweep importing the ledger back.
 */

/** The answer of a payment call: its HTTP status and body, replayed as is for a repeat. */
export interface Outcome {
  httpStatus: number;
  body: unknown;
}

/** What an attempt produced; a receipt is enqueued in the transaction that records the outcome. */
export interface Execution extends Outcome {
  receipt?: Omit<OutgoingMail, 'paymentAttemptId'> | null;
}

/** The reason of an answer whose charge may or may not have happened (docs/architecture/payments.md#reconciliation). */
export const OUTCOME_UNKNOWN = 'payment_outcome_unknown';

/** The answer recorded when the ERP says it did not charge (or was never asked). */
export const notMade = (): Outcome => ({
  httpStatus: 502,
  body: errorBody(502, API_TEXTS.paymentNotMade, { reason: 'payment_not_made' }),
});
