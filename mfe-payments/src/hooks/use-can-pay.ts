import { useMayPay } from 'shared';

/** docs/product/checkout-and-payments.md#who-may-pay: CanMakePayment, or CanImpersonate while acting for a customer. */
export function useCanPay(): boolean {
  return useMayPay();
}
