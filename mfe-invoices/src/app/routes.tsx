import { lazy, Suspense } from 'react';
import { LinearProgress } from 'shared/ui/base';
import { Navigate, Route, Routes } from 'shared/router';
import { InvoiceListPage } from '../features/invoices/components/list/invoice-list-page';
import { InvoiceSearchPage } from '../features/invoices/components/search/invoice-search-page';
import { StatementsPage } from '../features/statements/components/statements-page';

/*
 * The detail page loads when it is opened: logging in until the invoice rows show downloads the
 * list, not the detail (docs/architecture/frontend.md#javascript-budgets).
 */
const InvoiceDetailRoute = lazy(() => import('./invoice-detail-route').then((m) => ({ default: m.InvoiceDetailRoute })));

/** Exposed as 'mfe_invoices/routes'; the shell mounts it at the root, so paths are full. */
export default function InvoicesRoutes() {
  return (
    <Routes>
      <Route path="/invoices" element={<InvoiceListPage />} />
      <Route
        path="/invoices/detail/:billingDocumentNumber"
        element={
          <Suspense fallback={<LinearProgress aria-label="Loading the invoice" />}>
            <InvoiceDetailRoute />
          </Suspense>
        }
      />
      <Route path="/invoices/invoicesearch" element={<InvoiceSearchPage />} />
      <Route path="/statements" element={<StatementsPage />} />
      {/* Any other path of this area (a mistyped /invoices/...) lands on the list. */}
      <Route path="*" element={<Navigate to="/invoices" replace />} />
    </Routes>
  );
}
