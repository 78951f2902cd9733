import { Suspense, lazy, type ReactNode } from 'react';
import { useSessionStore } from 'shared';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ErpStatusGate } from '../features/erp-status/components/erp-status-gate';
import { isErpUp, useCheckedErpStatus } from '../features/erp-status/utils/erp-status';
import { AppLayout } from '../features/layout/components/app-layout';

// The staff's banners load only when one has something to say: a customer's pages carry none of
// them (./staff-banners.tsx, docs/architecture/frontend.md#javascript-budgets).
const StaffBanners = lazy(() => import('./staff-banners').then((m) => ({ default: m.StaffBanners })));

/** 'Viewing as …' while impersonating, 'SAP Connection Status: Error' above the page while the ERP is down. */
function Banners() {
  const impersonating = useSessionStore((s) => s.impersonatedUserId !== null);
  const checked = useCheckedErpStatus();
  return impersonating || (checked && !isErpUp(checked.status)) ? (
    <Suspense fallback={null}>
      <StaffBanners />
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
          <Banners />
          {children}
        </AppLayout>
      </ErpStatusGate>
    </RequireAuth>
  );
}
