import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { MESSAGES, useSessionStore } from 'shared';
import { PageSpinner } from '../../../components/page-spinner';
import { loadSession } from '../api/load-session';
import { rememberVisit } from '../hooks/last-visited';

/**
 * Unauthenticated users go to /login (spec §2). A tab that has a token but no profile yet (after a
 * reload) loads the profile and the accounts before showing anything.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const [failed, setFailed] = useState(false);
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (token) rememberVisit(url);
  }, [token, url]);

  useEffect(() => {
    if (!token || user) return;
    loadSession().catch(() => setFailed(true));
  }, [token, user]);

  if (!token) {
    rememberVisit(url);
    return <Navigate to="/login" replace />;
  }
  if (failed) return <Alert severity="error" sx={{ m: 2 }}>{MESSAGES.profileError}</Alert>;
  if (!user) return <PageSpinner label="Loading your account" />;
  return <>{children}</>;
}
