import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LANDING_PATH, useSessionStore } from 'shared';
import { RemoteArea } from '../components/remote-area';
import { PRIVATE_AREAS, PUBLIC_AREA, findArea } from '../config/areas';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { rememberVisit } from '../features/auth/hooks/last-visited';
import { ErpStatusGate } from '../features/erp-status/components/erp-status-gate';
import { SystemErrorPage } from '../features/errors/components/system-error-page';
import { HelpPage } from '../features/help/components/help-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { PublicLayout } from '../features/layout/components/public-layout';
import { SettingsFrame } from '../features/layout/components/settings-frame';

/** Picks the remote that owns the path; remotes declare their routes with full paths. */
function PrivateArea() {
  const { pathname } = useLocation();
  const area = findArea(pathname, PRIVATE_AREAS);
  if (!area) return <Navigate to={LANDING_PATH} replace />;
  const content = <RemoteArea key={area.remote} remote={area.remote} label={area.label} />;
  return pathname.startsWith('/settings') ? <SettingsFrame>{content}</SettingsFrame> : content;
}

/**
 * Links in mails say /settings-page/...; the settings live under /settings/. A visitor who is not
 * logged in is remembered at the link itself, since spec §2 returns after login only to a URL
 * containing settings-page/registration-requests.
 */
function SettingsPageAlias() {
  const { pathname, search } = useLocation();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  if (!loggedIn) {
    rememberVisit(`${pathname}${search}`);
    return <Navigate to="/login" replace />;
  }
  return <Navigate to={`${pathname.replace(/^\/settings-page/, '/settings')}${search}`} replace />;
}

function RootArea() {
  const { pathname } = useLocation();
  if (findArea(pathname, [PUBLIC_AREA])) {
    return (
      <PublicLayout>
        <RemoteArea remote={PUBLIC_AREA.remote} label={PUBLIC_AREA.label} />
      </PublicLayout>
    );
  }
  return (
    <RequireAuth>
      <ErpStatusGate>
        <AppLayout>
          <PrivateArea />
        </AppLayout>
      </ErpStatusGate>
    </RequireAuth>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<PublicLayout><LoginPage /></PublicLayout>} />
      <Route path="/system-error" element={<PublicLayout><SystemErrorPage /></PublicLayout>} />
      <Route path="/" element={<Navigate to={LANDING_PATH} replace />} />
      <Route path="/settings" element={<Navigate to="/settings/profile" replace />} />
      <Route path="/system" element={<Navigate to="/settings/configuration" replace />} />
      <Route path="/settings-page/*" element={<SettingsPageAlias />} />
      <Route path="/help" element={<RequireAuth><ErpStatusGate><AppLayout><HelpPage /></AppLayout></ErpStatusGate></RequireAuth>} />
      <Route path="*" element={<RootArea />} />
    </Routes>
  );
}
