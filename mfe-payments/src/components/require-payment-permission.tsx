import type { ReactNode } from 'react';
import { Navigate } from 'shared/router';
import { usePermission, useSessionStore } from 'shared';
import { PATHS } from '../config/paths';

interface Props {
  children: ReactNode;
  /** Staff impersonating a customer may Pay (docs/product/checkout-and-payments.md), so they may also see what came of it. */
  allowImpersonation?: boolean;
}

/** docs/product/users-and-admin.md#permissions: /invoices/pay and the payment status page need CanMakePayment; others go to /invoices. */
export function RequirePaymentPermission({ children, allowImpersonation = false }: Props) {
  const canMakePayment = usePermission('CanMakePayment');
  const impersonating = useSessionStore((s) => s.impersonatedUserId !== null);
  if (!canMakePayment && !(allowImpersonation && impersonating)) return <Navigate to={PATHS.invoices} replace />;
  return <>{children}</>;
}
