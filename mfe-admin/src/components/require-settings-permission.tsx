import type { ReactNode } from 'react';
import { Navigate } from 'shared/router';
import { usePermission, type Permission } from 'shared';

/** The tab's own permission (docs/product/users-and-admin.md#permissions); without it, the profile (always shown). */
export function RequireSettingsPermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const allowed = usePermission(permission);
  if (!allowed) return <Navigate to="/settings/profile" replace />;
  return <>{children}</>;
}
