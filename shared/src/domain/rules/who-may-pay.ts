import type { Permission } from '../constants/domain';

/**
 * Who may pay invoices and deposits (docs/product/checkout-and-payments.md#who-may-pay): a user
 * with CanMakePayment for their own accounts, or staff with CanImpersonate while acting for a
 * customer. The pages show the Pay boxes, Select All, Continue, Pay This Invoice and Pay by it;
 * the API server refuses a charge with 403 by the very same rule.
 */
export function mayPay(permissions: readonly Permission[] | null | undefined, impersonating: boolean): boolean {
  const own = permissions ?? [];
  return impersonating ? own.includes('CanImpersonate') : own.includes('CanMakePayment');
}
