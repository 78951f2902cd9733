import { usePermission, useSessionStore } from 'shared';

/** Spec §4/§6: Pay is enabled with CanMakePayment, or while impersonating a customer. */
export function useCanPay(): boolean {
  const canMakePayment = usePermission('CanMakePayment');
  const impersonating = useSessionStore((s) => s.impersonatedUserId !== null);
  return canMakePayment || impersonating;
}
