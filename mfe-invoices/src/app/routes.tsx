import { Navigate, Route, Routes } from 'shared/router';
import { InvoiceListPage } from '../features/invoices/components/list/invoice-list-page';
import { InvoiceSearchPage } from '../features/invoices/components/search/invoice-search-page';
import { StatementsPage } from '../features/statements/components/statements-page';
import { InvoiceDetailRoute } from './invoice-detail-route';

/** Exposed as 'mfe_invoices/routes'; the shell mounts it at the root, so paths are full. */
export default function InvoicesRoutes() {
  return (
    <Routes>
      <Route path="/invoices" element={<InvoiceListPage />} />
      <Route path="/invoices/detail/:billingDocumentNumber" element={<InvoiceDetailRoute />} />
      <Route path="/invoices/invoicesearch" element={<InvoiceSearchPage />} />
      <Route path="/statements" element={<StatementsPage />} />
      {/* Any other path of this area (a mistyped /invoices/...) lands on the list. */}
      <Route path="*" element={<Navigate to="/invoices" replace />} />
    </Routes>
  );
}
