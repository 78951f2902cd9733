import type { FastifyInstance } from 'fastify';
import { takesMethod, type PayerData, type PaymentCardActionCode } from 'shared/server';
import { API_TEXTS, ApiError, forbidden } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import { assertReachable, companyFor, loadAccountAccess, type AccountAccess } from '../access/account-access';
import type { Acting } from '../access/acting-user';

/**
 * Who may use payment methods — list them, tokenize a card or eCheck, authorize one (04) before
 * paying: a user with CanManagePaymentMethods or CanMakePayment for their own accounts, or a staff
 * user with CanImpersonate while impersonating (as for payments, docs/product/payment-methods.md).
 */
export function assertMayUseMethods(caller: UserRow, impersonating: boolean): void {
  const allowed = impersonating
    ? caller.permissions.includes('CanImpersonate')
    : caller.permissions.includes('CanManagePaymentMethods') || caller.permissions.includes('CanMakePayment');
  if (!allowed) throw forbidden();
}

/**
 * POST /api/customer/payment_cards: saving, changing and deleting (01-03) need
 * CanManagePaymentMethods (docs/product/users-and-admin.md#permissions; while impersonating also CanImpersonate); authorizing an
 * unsaved card before paying (04) is using a method.
 */
export function assertMayMaintainCards(caller: UserRow, action: PaymentCardActionCode, impersonating: boolean): void {
  if (action === '04') return assertMayUseMethods(caller, impersonating);
  if (!caller.permissions.includes('CanManagePaymentMethods')) throw forbidden();
  if (impersonating && !caller.permissions.includes('CanImpersonate')) throw forbidden();
}

/**
 * The payer of a payment-method call: a number the (impersonated) user reaches and a company code
 * of their accounts, else 403 — checked before the ERP is asked to do anything with it.
 */
export async function methodPayer(
  app: FastifyInstance,
  acting: Acting,
  payer: PayerData,
): Promise<{ access: AccountAccess; payer_data: PayerData }> {
  const access = await loadAccountAccess(app, acting);
  const customer_number = payer.customer_number.trim();
  assertReachable(access, [customer_number]);
  return { access, payer_data: { customer_number, company_code: companyFor(access, payer.company_code) } };
}

/** docs/product/constants.md: company code 0020 takes no eChecks (422 before the tokenizer or the ERP is asked). */
export function assertECheckAllowed(companyCode: string, isECheck: boolean): void {
  if (isECheck && !takesMethod(companyCode, null, 'EC')) {
    throw new ApiError(422, API_TEXTS.paymentMethodNotAllowed, 'echeck_not_allowed');
  }
}
