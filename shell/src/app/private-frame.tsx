import { Suspense, lazy, type ReactNode } from 'react';
import { useSessionStore } from 'shared';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ErpStatusBanner } from '../features/erp-status/components/erp-status-banner';
import { ErpStatusGate } from '../features/erp-status/components/erp-status-gate';
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
          <ErpStatusBanner />
          {children}
        </AppLayout>
      </ErpStatusGate>
    </RequireAuth>
  );
}
