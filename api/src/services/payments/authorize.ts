import type { FastifyRequest } from 'fastify';
import { mayPay } from 'shared/server';
import { ApiError, API_TEXTS, forbidden } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import type { Acting } from '../access/acting-user';

/**
 * The "authorize" step of the payment pipeline (pipeline.ts): who may pay
 * (docs/decisions.md#default-permissions-per-role, docs/product/checkout-and-payments.md): a user
 * with CanMakePayment for their own accounts, or a staff user with CanImpersonate while
 * impersonating (Pay is enabled while impersonating).
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
