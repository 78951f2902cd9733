import type { ReactNode } from 'react';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ErpStatusBanner } from '../features/erp-status/components/erp-status-banner';
import { ErpStatusGate } from '../features/erp-status/components/erp-status-gate';
import { ImpersonationBanner } from '../features/impersonation/components/impersonation-banner';
import { AppLayout } from '../features/layout/components/app-layout';

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
          <ImpersonationBanner />
          <ErpStatusBanner />
          {children}
        </AppLayout>
      </ErpStatusGate>
    </RequireAuth>
  );
}
