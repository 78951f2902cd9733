import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, API_TEXTS, forbidden } from '../errors';
import type { UserRow } from '../repositories/users-repository';
import type { PaymentResponse, PaymentStatusLine } from 'shared/server';
import { ErpUnavailableError } from '../plugins/erp';
import { buildReceipt, type ReceiptLine } from './receipts';

/**
 * Who may pay (decisions §3, spec §4): a user with CanMakePayment for their own accounts, or a
 * staff user with CanImpersonate while impersonating (Pay is enabled while impersonating).
 */
export function assertMayPay(caller: UserRow, userid: number | undefined): void {
  const impersonating = userid !== undefined && userid !== caller.user_id;
  const needed = impersonating ? 'CanImpersonate' : 'CanMakePayment';
  if (!caller.permissions.includes(needed)) throw forbidden();
}

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/** The Idempotency-Key header: 8-128 visible ASCII characters, else 400. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, API_TEXTS.idempotencyKeyRequired, 'idempotency_key');
  return key;
}

/** The ERP's PaymentResponse, checked for shape (a malformed answer counts as the ERP failing). */
export function toPaymentResponse(path: string, answer: Partial<PaymentResponse> | null): PaymentResponse {
  if (!answer || !Array.isArray(answer.status)) throw new ErpUnavailableError(path, 'answer has no status list');
  // The fields the page and the response schema rely on are always there (a charge must never
  // end in a 500 because a line lacks one).
  const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
  return {
    status: answer.status.map((line, i) => ({
      ...line,
      index_number: typeof line.index_number === 'number' ? line.index_number : i + 1,
      document_number_finance: text(line.document_number_finance),
      message_type: (['S', 'W', 'E'].includes(line.message_type) ? line.message_type : 'E') as PaymentStatusLine['message_type'],
      message_line_string: text(line.message_line_string),
    })),
    payed: (Array.isArray(answer.payed) ? answer.payed : []).map((p) => ({
      ...p,
      authorization_reference_code: text(p.authorization_reference_code),
      document_number_finance: text(p.document_number_finance),
    })),
  };
}

/**
 * The receipt of a processed payment or deposit, or null. Building it never fails the payment:
 * any error is logged and the payment goes on without a receipt.
 */
export async function receiptFor(
  app: FastifyInstance,
  user: UserRow,
  kind: 'payment' | 'deposit',
  lines: () => ReceiptLine[],
) {
  try {
    return buildReceipt(await app.systemConfigRepository.get(), user, kind, lines());
  } catch (error) {
    app.log.error({ err: error, userId: user.user_id }, 'receipt could not be built');
    return null;
  }
}
