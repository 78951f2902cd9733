import { lazy, Suspense, useMemo } from 'react';
import { CssBaseline, ThemeProvider } from 'shared/ui/core';
import { BrowserRouter } from 'shared/router';
import { createBrandTheme, useSessionStore } from 'shared/core';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingBar } from '../components/loading-bar';
import { PageSpinner } from '../components/page-spinner';
import { Toasts } from '../components/toasts';
import { GlobalError } from '../features/errors/components/global-error';
import { PortalConfigContext, useGetPortalConfig } from '../lib/portal-config';
import { AppRoutes } from './routes';
import { useBrandDocument } from './use-brand-document';

/**
 * Loaded once someone is logged in: it needs the HTTP client, which /login does without. One chunk
 * ('session') with the login page's sign-in, which every login loads anyway.
 */
const SessionUpkeep = lazy(() => import(/* webpackChunkName: "session" */ './session-upkeep').then((m) => ({ default: m.SessionUpkeep })));

export function App() {
  const { data, error } = useGetPortalConfig();
  const config = data?.config ?? null;
  const brandId = config?.theme ?? 1;
  const theme = useMemo(() => createBrandTheme(brandId), [brandId]);
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  useBrandDocument(brandId);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary fallback={() => <GlobalError />}>
        <BrowserRouter>
          <LoadingBar />
          <Toasts />
          {error ? (
            <GlobalError />
          ) : config ? (
            <PortalConfigContext.Provider value={config}>
              {loggedIn && (
                <Suspense fallback={null}>
                  <SessionUpkeep />
                </Suspense>
              )}
              <AppRoutes />
            </PortalConfigContext.Provider>
          ) : (
            <PageSpinner />
          )}
        </BrowserRouter>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
