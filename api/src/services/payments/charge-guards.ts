import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, API_TEXTS, forbidden } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import type { Acting } from '../access/acting-user';
import { mayPay, stripLeadingZeros, type PaymentResponse, type ReceiptBasis } from 'shared/server';
import { buildReceipt } from './receipts';

/**
 * Who may pay (docs/decisions.md#default-permissions-per-role, docs/product/checkout-and-payments.md): a user with CanMakePayment for their own accounts, or a
 * staff user with CanImpersonate while impersonating (Pay is enabled while impersonating).
 */
export function assertMayPay({ caller, impersonating }: Acting): void {
  if (!mayPay(caller.permissions, impersonating)) throw forbidden();
}

/** How a charge made by staff for a customer names the staff member (docs/product/checkout-and-payments.md#who-may-pay). */
export const staffName = (staff: Pick<UserRow, 'first_name' | 'last_name' | 'login'>): string =>
  `${staff.first_name} ${staff.last_name}`.trim() || staff.login;

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/** The Idempotency-Key header: 8-128 visible ASCII characters, else 400. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, API_TEXTS.idempotencyKeyRequired, 'idempotency_key');
  return key;
}

/**
 * The receipt of a processed payment or deposit, or null. Building it never fails the payment:
 * any error is logged and the payment goes on without a receipt.
 */
export async function receiptFor(
  app: FastifyInstance,
  user: UserRow,
  brandId: number | null,
  charged: () => { basis: ReceiptBasis; response: PaymentResponse },
  paidBy?: UserRow,
) {
  try {
    const { basis, response } = charged();
    const accounts = await app.accountsRepository.listByUser(user.user_id);
    const account = accounts.find((a) => stripLeadingZeros(a.primary_acct) === basis.account);
    const payerName = account ? (account.company_code.startsWith('JP') && account.name_2 ? account.name_2 : account.name) : '';
    return buildReceipt(await app.systemConfigRepository.get(), user, basis, response, {
      payerName,
      brandId: brandId ?? 1,
      at: new Date(),
      paidBy: paidBy && paidBy.user_id !== user.user_id ? staffName(paidBy) : undefined,
    });
  } catch (error) {
    app.log.error({ err: error, userId: user.user_id }, 'receipt could not be built');
    return null;
  }
}
