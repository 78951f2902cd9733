import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'shared/router';
import { LoadError, MESSAGES, useRequest, useSessionStore } from 'shared/core';
import { PageSpinner } from '../../../components/page-spinner';
import { rememberVisit } from '../utils/last-visited';

// Only staff without a second factor see it (docs/architecture/frontend.md#javascript-budgets).
const EnrolmentPage = lazy(() => import('./enrolment-page').then((m) => ({ default: m.EnrolmentPage })));
/** With the session's chunk, which a login has loaded already (docs/architecture/frontend.md#javascript-budgets). */
const loadSession = (signal: AbortSignal) =>
  import(/* webpackChunkName: "session" */ '../api/load-session').then((m) => m.loadSession(signal));

const WAITING_CONFIRMATION_PATH = '/auto-register/waiting-confirmation';

/**
 * Unauthenticated users go to /login (docs/product/session-and-login.md). A tab that has a token but no profile yet (after a
 * reload) loads the profile and the accounts before showing anything. Staff who have no second
 * factor yet see its enrolment page instead of any other, whatever the address.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const session = useRequest(token && !user ? 'session' : null, loadSession);
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (token) rememberVisit(url);
  }, [token, url]);

  if (!token) {
    rememberVisit(url);
    return <Navigate to="/login" replace />;
  }
  if (session.error) {
    return (
      <LoadError onRetry={session.retry} sx={{ m: 2 }}>
        {MESSAGES.profileError}
      </LoadError>
    );
  }
  if (!user) return <PageSpinner label="Loading your account" />;
  // docs/security/second-factor.md#enrolment-gate: staff set up a second factor before anything else.
  if (user.SecondFactorEnrolmentRequired) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <EnrolmentPage />
      </Suspense>
    );
  }
  // Still waiting for the e-mail confirmation: the portal's pages have nothing for them yet
  // (docs/product/session-and-login.md#waiting-for-confirmation).
  if (user.Status === 'waiting-confirmation') return <Navigate to={WAITING_CONFIRMATION_PATH} replace />;
  return <>{children}</>;
}
