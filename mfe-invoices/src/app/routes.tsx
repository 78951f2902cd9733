import { lazy, Suspense } from 'react';
import { LinearProgress } from 'shared/ui/base';
import { Navigate, Route, Routes } from 'shared/router';
import { sendFirstSearchOnLogin } from '../features/invoices/api/first-search-early';
import { InvoiceListPage } from '../features/invoices/components/list/invoice-list-page';
import { StatementsPage } from '../features/statements/components/statements-page';

/*
 * The list is where login lands, so it comes with the routes; the other pages load when opened,
 * and with them what only they use (the search form's react-hook-form, the detail's tables)
 * (docs/architecture/frontend.md#javascript-budgets). The shell's area shows its spinner
 * meanwhile; the detail shows its own progress bar.
 */
const InvoiceDetailRoute = lazy(() => import('./invoice-detail-route').then((m) => ({ default: m.InvoiceDetailRoute })));
const InvoiceSearchPage = lazy(() =>
  import('../features/invoices/components/search/invoice-search-page').then((m) => ({ default: m.InvoiceSearchPage })),
);

// Login lands on the list: its first search leaves once the session is there, while the frame
// and the list render (docs/architecture/data-loading.md#first-rows).
sendFirstSearchOnLogin();

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
