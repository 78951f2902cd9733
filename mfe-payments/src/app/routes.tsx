import { Route, Routes } from 'react-router-dom';
import { Page } from '../components/page';
import { RequirePaymentPermission } from '../components/require-payment-permission';
import { PATHS } from '../config/paths';
import { CheckoutRoute } from './checkout-route';
import { DepositsRoute } from './deposits-route';
import { PaymentStatusRoute } from './payment-status-route';

/** Exposed as 'mfe_payments/routes'; the shell mounts it at the root, so paths are full. */
export default function PaymentsRoutes() {
  return (
    <Routes>
      <Route
        path={PATHS.checkout}
        element={
          <RequirePaymentPermission>
            <CheckoutRoute />
          </RequirePaymentPermission>
        }
      />
      <Route
        path={PATHS.paymentStatus}
        element={
          <RequirePaymentPermission allowImpersonation>
            <PaymentStatusRoute />
          </RequirePaymentPermission>
        }
      />
      <Route path={PATHS.deposits} element={<DepositsRoute />} />
      {/* Issue 6: the payment methods manager. */}
      <Route path={PATHS.paymentMethods} element={<Page title="Payment Methods" />} />
    </Routes>
  );
}
