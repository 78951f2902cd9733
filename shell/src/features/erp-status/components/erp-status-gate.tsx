import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared';
import { PageSpinner } from '../../../components/page-spinner';
import { isErpUp, useErpStatusStore } from '../api/get-erp-status';

export const CONFIGURATION_PATH = '/settings/configuration';

/**
 * Spec §2: with a bad ERP connection, a user who may edit the system configuration is sent to
 * /settings/configuration (which stays reachable), everyone else to /system-error.
 */
export function ErpStatusGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useErpStatusStore((s) => s.status);
  const load = useErpStatusStore((s) => s.load);
  const canEditConfig = useSessionStore((s) => Boolean(s.user?.Permissions.includes('CanEditSystemConfig')));

  useEffect(() => {
    if (!status) void load();
  }, [status, load]);

  if (!status) return <PageSpinner label="Checking the ERP connection" />;
  if (isErpUp(status)) return <>{children}</>;
  if (!canEditConfig) return <Navigate to="/system-error" replace />;
  if (pathname !== CONFIGURATION_PATH) return <Navigate to={CONFIGURATION_PATH} replace />;
  return <>{children}</>;
}
