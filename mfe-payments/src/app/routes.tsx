import { Route, Routes } from 'shared/router';
import { RequirePaymentPermission } from '../components/require-payment-permission';
import { PATHS } from '../config/paths';
import { PaymentHistoryPage } from '../features/payment-history/components/payment-history-page';
import { PaymentReceiptPage } from '../features/payment-history/components/payment-receipt-page';
import { ScheduledPaymentsSection } from '../features/scheduled-payments/components/scheduled-payments-section';
import { AutopayRoute } from './autopay-route';
import { CheckoutRoute } from './checkout-route';
import { DepositsRoute } from './deposits-route';
import { PaymentMethodsRoute, RequireManagePermission } from './payment-methods-route';
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
          <RequirePaymentPermission>
            <PaymentStatusRoute />
          </RequirePaymentPermission>
        }
      />
      <Route
        path={PATHS.deposits}
        element={<DepositsRoute />}
      />
      {/* Every user sees the payments of their accounts, also without CanMakePayment (docs/product/payment-history.md). */}
      <Route path={PATHS.paymentHistory} element={<PaymentHistoryPage top={<ScheduledPaymentsSection />} />} />
      <Route path={PATHS.paymentReceipt} element={<PaymentReceiptPage />} />
      {/* Every user sees the enrolments of their accounts; the server says who may enrol (docs/product/autopay.md#the-page). */}
      <Route path={PATHS.autopay} element={<AutopayRoute />} />
      <Route
        path={PATHS.paymentMethods}
        element={
          <RequireManagePermission>
            <PaymentMethodsRoute />
          </RequireManagePermission>
        }
      />
    </Routes>
  );
}
