import { Suspense, lazy, type ReactNode } from 'react';
import { useSessionStore } from 'shared';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ErpStatusGate } from '../features/erp-status/components/erp-status-gate';
import { isErpUp, useCheckedErpStatus } from '../features/erp-status/utils/erp-status';
import { AppLayout } from '../features/layout/components/app-layout';

// Only staff who impersonate load the banner: a customer's pages carry none of it (docs/architecture/frontend.md#javascript-budgets).
const ImpersonationBanner = lazy(() =>
  import('../features/impersonation/components/impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);

/** 'Viewing as …' while impersonating (docs/product/users-and-admin.md#impersonation). */
function Impersonation() {
  const impersonating = useSessionStore((s) => s.impersonatedUserId !== null);
  return impersonating ? (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  ) : null;
}

// The ERP's error banner loads only when the ERP is not up: a working day's pages carry none of it
// (docs/architecture/frontend.md#javascript-budgets).
const ErpStatusBanner = lazy(() =>
  import('../features/erp-status/components/erp-status-banner').then((m) => ({ default: m.ErpStatusBanner })),
);

/** 'SAP Connection Status: Error' above the page while the ERP is down (docs/product/messages.md). */
function ErpDown() {
  const checked = useCheckedErpStatus();
  return checked && !isErpUp(checked.status) ? (
    <Suspense fallback={null}>
      <ErpStatusBanner />
    </Suspense>
  ) : null;
}

/**
 * What every private page sits in: logged in, the ERP checked, the layout with the ERP's status
 * above the page. One element for every private path, so moving between them keeps it mounted
 * (the ERP is checked once, not per page).
 */
export function PrivateFrame({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <ErpStatusGate>
        <AppLayout>
          <Impersonation />
          <ErpDown />
          {children}
        </AppLayout>
      </ErpStatusGate>
    </RequireAuth>
  );
}
