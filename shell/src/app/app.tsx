import { memo, Suspense, useDeferredValue, useMemo, type ComponentType, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from 'shared/ui/core';
import { BrowserRouter } from 'shared/router';
import { createBrandTheme, useSessionStore } from 'shared/core';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingBar } from '../components/loading-bar';
import { PageSpinner } from '../components/page-spinner';
import { Toasts } from '../components/toasts';
import { GlobalError } from '../features/errors/components/global-error';
import { PortalConfigContext, useGetPortalConfig, type PortalConfig } from '../lib/portal-config';
import { preloadable } from '../lib/preloadable';
import { AppRoutes } from './routes';
import { useBrandDocument } from './use-brand-document';

// For the bootstrap, which loads this module after React DOM's has run.
export { loadFirstScreen } from './routes';

/**
 * Loaded once someone is logged in: it needs the HTTP client, which /login does without. One chunk
 * ('session') with the login page's sign-in, which every login loads anyway.
 */
const [SessionUpkeep] = preloadable(() => import(/* webpackChunkName: "session" */ './session-upkeep').then((m) => m.SessionUpkeep));

interface Props {
  /** The browser's router; the build's pre-rendering gives a static one (shell/prerender). */
  router?: ComponentType<{ children: ReactNode }>;
  /**
   * The brand a pre-rendered page was rendered for (docs/architecture/prerendered-login.md),
   * or null: that page shows its route at once, as it was rendered, instead of a spinner until
   * the configuration has come; the configuration then fills in what the build could not know.
   */
  prerendered?: number | null;
}

export function App({ router = BrowserRouter, prerendered = null }: Props) {
  const { data, error } = useGetPortalConfig();
  const loaded = data ?? null;
  // On a pre-rendered page the configuration comes after hydration and reaches every page through
  // its context. Rendered at once, that was the login's longest task; deferred, React renders it
  // in slices between the user's input (docs/architecture/prerendered-login.md#the-main-thread-at-start).
  const deferred = useDeferredValue(loaded);
  return <AppFrame router={router} prerendered={prerendered} config={prerendered ? deferred : loaded} failed={Boolean(error)} />;
}

/** Memoised, so that an update the App defers renders nothing of the pages until React renders it. */
const AppFrame = memo(function AppFrame({ router: Router, prerendered, config, failed }: Required<Props> & { config: PortalConfig | null; failed: boolean }) {
  const brandId = config?.theme ?? prerendered ?? 1;
  const theme = useMemo(() => createBrandTheme(brandId), [brandId]);
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  useBrandDocument(brandId);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary fallback={() => <GlobalError />}>
        <Router>
          <LoadingBar />
          <Toasts />
          {failed ? (
            <GlobalError />
          ) : config || prerendered ? (
            // Until the configuration has come, a pre-rendered page knows only its brand: every
            // reader has a default for the rest, as the build's render had.
            <PortalConfigContext.Provider value={config ?? ({ theme: brandId } as PortalConfig)}>
              {/* With the configuration only: a pre-rendered page hydrates without it (the build rendered none). */}
              {loggedIn && config && (
                <Suspense fallback={null}>
                  <SessionUpkeep />
                </Suspense>
              )}
              <AppRoutes />
            </PortalConfigContext.Provider>
          ) : (
            <PageSpinner />
          )}
        </Router>
      </ErrorBoundary>
    </ThemeProvider>
  );
});
