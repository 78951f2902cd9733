import { Suspense, useEffect, useState } from 'react';
import { Alert } from 'shared/ui/core';
import { useLocation } from 'shared/router';
import { MESSAGES } from 'shared/core';
import { failureCheck, loadRemoteRoutes, type RemoteRoutes } from '../lib/federation/load-remote-routes';
import { AreaUnavailable } from './area-unavailable';
import { ErrorBoundary } from './error-boundary';
import { PageSpinner } from './page-spinner';

interface Props {
  remote: string;
  label: string;
}

/**
 * Reports a render error of the area (docs/security/client-reports.md; a load failure is reported
 * by the check that tells it from a refusal, lib/federation/integrity-check.ts). The code loads
 * only when something failed.
 */
const reportRenderError = (remote: string, error: Error) => void failureCheck().then((m) => m.reportRenderError(remote, error));

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: RemoteRoutes }
  | { status: 'failed' };

/**
 * Renders a remote's routes. A remote that is down, or that throws while rendering, costs only
 * this area: it shows a message with a Retry, and the layout and every other route keep working.
 */
export function RemoteArea({ remote, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const { pathname } = useLocation();

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote, attempt > 0)
      .then((Routes) => current && setState({ status: 'ready', Routes }))
      // Why is told by the check that runs on a failure (lib/federation/integrity-check.ts).
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <PageSpinner label={`Loading ${label}`} />;
  if (state.status === 'failed') return <AreaUnavailable label={label} onRetry={retry} />;
  const { Routes } = state;
  return (
    <ErrorBoundary
      resetKey={`${pathname}#${attempt}`}
      fallback={(reset, error) => (
        // The report goes with the error's fallback; the reporter sends each error once.
        <>
          {reportRenderError(remote, error)}
          <Alert severity="error" sx={{ m: 2 }}>
            {MESSAGES.pageRenderError}
          </Alert>
          <AreaUnavailable
            label={label}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        </>
      )}
    >
      {/* A remote may load its less used pages on demand: the spinner stays inside this area. */}
      <Suspense fallback={<PageSpinner label={`Loading ${label}`} />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
