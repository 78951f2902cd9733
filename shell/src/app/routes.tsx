import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LANDING_PATH, useSessionStore } from 'shared';
import { RemoteArea } from '../components/remote-area';
import { PRIVATE_AREAS, PUBLIC_AREAS, findArea } from '../config/areas';
import { LoginPage } from '../features/auth/components/login-page';
import { rememberVisit } from '../features/auth/utils/last-visited';
import { SystemErrorPage } from '../features/errors/components/system-error-page';
import { HelpPage } from '../features/help/components/help-page';
import { PublicLayout } from '../features/layout/components/public-layout';
import { SettingsFrame } from '../features/layout/components/settings-frame';
import { PrivateFrame } from './private-frame';

const HELP_PATH = '/help';

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
 * logged in is remembered at the link itself, since docs/product/navigation-and-layout.md returns after login only to a URL
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
  const publicArea = findArea(pathname, PUBLIC_AREAS);
  if (publicArea) {
    return (
      <PublicLayout>
        <RemoteArea key={publicArea.remote} remote={publicArea.remote} label={publicArea.label} />
      </PublicLayout>
    );
  }
  return <PrivateFrame>{pathname.replace(/\/+$/, '') === HELP_PATH ? <HelpPage /> : <PrivateArea />}</PrivateFrame>;
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
      <Route path="*" element={<RootArea />} />
    </Routes>
  );
}
