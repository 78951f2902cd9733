import type { FastifyInstance } from 'fastify';
import { receiptTotals, type PaymentReceipt, type PaymentResponse, type ReceiptResendResponse } from 'shared/server';
import { ApiError } from '../../errors';
import type { HistoryRow } from '../../repositories/payment-history-repository';
import type { Acting } from '../access/acting-user';
import { buildReceipt, payerNameOf } from '../payments/receipts';
import { chargeOf, entryOf, FORMER_STAFF, historyScope } from './history';

const NOT_FOUND = 'This payment was not found.';
export const NO_RECEIPT = 'Nothing was charged by this payment, so it has no receipt to send.';
export const RESENT_RECENTLY = 'The receipt was sent again a moment ago. Please check your mailbox, or try again in a minute.';
const RESEND_PAUSE_SECONDS = 60;

/**
 * One charge of the history, by the same account rules as the list: a charge of an account the
 * user may not see answers 404 like one that does not exist, so an id tells nothing.
 */
export async function findCharge(app: FastifyInstance, acting: Acting, paymentId: string): Promise<HistoryRow> {
  const scope = await historyScope(app, acting);
  const row = await app.paymentHistoryRepository.find(scope, paymentId);
  if (!row) throw new ApiError(404, NOT_FOUND, 'not_found');
  return row;
}

/** GET /api/payments/history/:paymentId: what the status page showed of the charge (docs/product/payment-history.md#receipts). */
export async function receiptOf(app: FastifyInstance, acting: Acting, row: HistoryRow): Promise<PaymentReceipt> {
  const { lines } = chargeOf(row);
  const totals = receiptTotals(lines);
  return {
    Entry: entryOf(row),
    PayerName: await payerNameOf(app, acting.user.user_id, row.account),
    Lines: lines.map((l) => ({
      Document: l.document,
      Succeeded: l.succeeded,
      Message: l.message,
      PaidCents: l.paidCents,
      RemainingCents: l.remainingCents,
      Currency: l.currency,
      Authorization: l.authorization,
    })),
    PaidCents: totals.paidCents,
    RemainingCents: totals.remainingCents,
  };
}

/**
 * POST /api/payments/history/:paymentId/receipt-mail: the receipt mail again, built as the first
 * one was (the configured templates, the brand of the host it was paid on), to the address of the
 * user the request acts for, through the mail outbox. 409 when nothing was charged or the user has
 * no address; 429 when it was sent again less than a minute ago.
 */
export async function resendReceipt(app: FastifyInstance, acting: Acting, row: HistoryRow): Promise<ReceiptResendResponse> {
  const { basis } = chargeOf(row);
  if (row.status !== 'charged') throw new ApiError(409, NO_RECEIPT, 'no_receipt');
  const mail = buildReceipt(await app.systemConfigRepository.get(), acting.user, basis, row.response as PaymentResponse, {
    payerName: await payerNameOf(app, acting.user.user_id, row.account),
    brandId: row.brand_id ?? 1,
    at: new Date(row.created_at),
    paidBy: row.staff_id === null ? undefined : (entryOf(row).ActedBy ?? FORMER_STAFF),
  });
  if (!mail) throw new ApiError(409, NO_RECEIPT, 'no_receipt');
  const kind = `${mail.kind}_resent`;
  // One resent receipt a minute per payment: a button held down must not fill the customer's mailbox.
  if (await app.mailOutboxRepository.queuedRecently(row.id, kind, RESEND_PAUSE_SECONDS)) {
    const error = new ApiError(429, RESENT_RECENTLY, 'receipt_resent_recently');
    error.headers = { 'retry-after': String(RESEND_PAUSE_SECONDS) };
    throw error;
  }
  await app.mailOutboxRepository.enqueue({ ...mail, kind, paymentAttemptId: row.id });
  // Staff resending for a customer is in the audit log already, as every impersonated request is.
  app.mailWorker.kick();
  return { To: mail.to };
}
