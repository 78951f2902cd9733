import { usePermission, useSessionStore } from 'shared';

/** docs/product/checkout-and-payments.md: Pay is enabled with CanMakePayment, or while impersonating a customer. */
export function useCanPay(): boolean {
  const canMakePayment = usePermission('CanMakePayment');
  const impersonating = useSessionStore((s) => s.impersonatedUserId !== null);
  return canMakePayment || impersonating;
}
