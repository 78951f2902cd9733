import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'shared/router';
import { useSessionStore } from 'shared/core';
import { PageSpinner } from '../../../components/page-spinner';
import { SYSTEM_PATH } from '../../../config/paths';
import { useGetErpStatus } from '../api/get-erp-status';
import { ErpStatusContext, isErpUp } from '../utils/erp-status';

export const CONFIGURATION_PATH = '/settings/configuration';

/**
 * docs/product/session-and-login.md: with a bad ERP connection, a user who may edit the system configuration is sent to
 * /settings/configuration (which stays reachable), everyone else to /system-error.
 */
export function ErpStatusGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: status, retry } = useGetErpStatus();
  const canEditConfig = useSessionStore((s) => Boolean(s.user?.Permissions.includes('CanEditSystemConfig')));
  const checked = useMemo(() => (status ? { status, recheck: retry } : null), [status, retry]);

  if (!checked) return <PageSpinner label="Checking the ERP connection" />;
  if (!isErpUp(checked.status)) {
    if (!canEditConfig) return <Navigate to="/system-error" replace />;
    if (pathname !== CONFIGURATION_PATH && pathname !== SYSTEM_PATH) return <Navigate to={CONFIGURATION_PATH} replace />;
  }
  return <ErpStatusContext.Provider value={checked}>{children}</ErpStatusContext.Provider>;
}
