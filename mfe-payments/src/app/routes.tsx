import { Route, Routes } from 'react-router-dom';
import { Page } from '../components/page';

/** Exposed as 'mfe_payments/routes'; the shell mounts it at the root, so paths are full. */
export default function PaymentsRoutes() {
  return (
    <Routes>
      <Route path="/invoices/pay" element={<Page title="Checkout" />} />
      <Route path="/invoices/payment-status" element={<Page title="Payment Status" />} />
      <Route path="/deposits" element={<Page title="Deposits" />} />
      <Route path="/settings/payment-methods" element={<Page title="Payment Methods" />} />
    </Routes>
  );
}
