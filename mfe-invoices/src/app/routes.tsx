import { Route, Routes } from 'react-router-dom';
import { InvoiceListPage } from '../features/invoice-list/components/invoice-list-page';
import { StatementsPage } from '../features/statements/components/statements-page';

/** Exposed as 'mfe_invoices/routes'; the shell mounts it at the root, so paths are full. */
export default function InvoicesRoutes() {
  return (
    <Routes>
      <Route path="/invoices" element={<InvoiceListPage />} />
      <Route path="/statements" element={<StatementsPage />} />
    </Routes>
  );
}
