import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'shared/router';
import { Link } from 'shared/ui/core';
import { Link as RouterLink } from 'shared/router';
import { LANDING_PATH, usePageTitle, useSessionStore } from 'shared/core';
import { PageSpinner } from '../components/page-spinner';
import { RemoteArea } from '../components/remote-area';
import { PRIVATE_AREAS, PUBLIC_AREAS, findArea } from '../config/areas';
import { SYSTEM_PATH } from '../config/paths';
import { landingAfterLogin, rememberVisit } from '../features/auth/utils/last-visited';
import { loadRemoteRoutes } from '../lib/federation/load-remote-routes';
import { preloadable } from '../lib/preloadable';
import { PublicLayout } from '../features/layout/components/public-layout';

/*
 * Pages and frames load on demand, so /login does not download the layout behind login (top bar,
 * drawer, account switcher, settings tabs) nor the MUI only those use
 * (docs/architecture/frontend.md#javascript-budgets).
 *
 * The code of the page the build pre-rendered (/login) is loaded before hydration starts, and then
 * rendered at once: a page that suspends while an update reaches it (the configuration's answer,
 * say) is rendered anew instead of hydrated, dropping what was typed
 * (docs/architecture/prerendered-login.md).
 */
const [LoginPage, loadLoginPage] = preloadable(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
const [SystemErrorPage] = preloadable(() => import('../features/errors/components/system-error-page').then((m) => m.SystemErrorPage));
const [HelpPage] = preloadable(() => import('../features/help/components/help-page').then((m) => m.HelpPage));
const [SystemPage] = preloadable(() => import('../features/system/components/system-page').then((m) => m.SystemPage));
const [SettingsFrame] = preloadable(() => import('../features/layout/components/settings-frame').then((m) => m.SettingsFrame));
// In the 'session' chunk: every page behind login runs both, and a phone's reload waits one round
// trip less on its six connections (docs/architecture/phone-reload.md).
const [PrivateFrame, loadPrivateFrame] = preloadable(() => import(/* webpackChunkName: "session" */ './private-frame').then((m) => m.PrivateFrame));

/**
 * Before the first render, the code its first screen cannot do without: the pre-rendered page's,
 * or the frame behind login, whose file the page names (docs/architecture/phone-main-thread.md#no-fallback-for-code-that-is-there).
 */
export const loadFirstScreen = (prerendered: boolean): Promise<unknown> | undefined =>
  prerendered ? loadLoginPage() : findArea(location.pathname, PUBLIC_AREAS) ? undefined : loadPrivateFrame();

/**
 * Once 'Log In' is pressed, the frame behind login and the code of the area the user lands in load
 * while the server checks the password, instead of one after the other when it has answered
 * (docs/architecture/data-loading.md#first-rows). A failure here is met again, and shown, where the
 * area renders.
 */
function preloadLanding() {
  void loadPrivateFrame();
  const area = findArea(landingAfterLogin(), PRIVATE_AREAS);
  if (area) loadRemoteRoutes(area.remote).catch(() => undefined);
}

const HELP_PATH = '/help';
/** /login's name in the tab; the build's pre-rendered page carries it too (shell/prerender). */
export const LOGIN_PAGE_TITLE = 'Log In';

/**
 * /login, named in the tab, with the way to ask for access for a newcomer who has no billing ID
 * at hand (docs/product/registration.md#finding-the-way-in).
 */
function LoginRoute() {
  usePageTitle(LOGIN_PAGE_TITLE);
  return (
    <PublicLayout>
      <LoginPage onSend={preloadLanding} />
      <Link component={RouterLink} to="/registration-request" variant="body2" sx={{ display: 'block', mt: 2 }}>
        Request Access
      </Link>
    </PublicLayout>
  );
}

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
  const page = pathname.replace(/\/+$/, '');
  return (
    <PrivateFrame>
      {page === HELP_PATH ? <HelpPage /> : page === SYSTEM_PATH ? <SystemPage /> : <PrivateArea />}
    </PrivateFrame>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/system-error" element={<PublicLayout><SystemErrorPage /></PublicLayout>} />
        <Route path="/" element={<Navigate to={LANDING_PATH} replace />} />
        <Route path="/settings" element={<Navigate to="/settings/profile" replace />} />
        <Route path="/settings-page/*" element={<SettingsPageAlias />} />
        <Route path="*" element={<RootArea />} />
      </Routes>
    </Suspense>
  );
}
