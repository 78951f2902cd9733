import type { ReactNode } from 'react';
import { Navigate } from 'shared/router';
import { useMayPay } from 'shared';
import { PATHS } from '../config/paths';

/**
 * docs/product/checkout-and-payments.md#who-may-pay: /invoices/pay and the payment status page
 * need CanMakePayment, or CanImpersonate while acting for a customer; others go to /invoices.
 */
export function RequirePaymentPermission({ children }: { children: ReactNode }) {
  if (!useMayPay()) return <Navigate to={PATHS.invoices} replace />;
  return <>{children}</>;
}
