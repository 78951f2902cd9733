import { useMemo } from 'react';
import { CssBaseline, ThemeProvider } from 'shared/ui/base';
import { BrowserRouter } from 'shared/router';
import { createBrandTheme } from 'shared';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingBar } from '../components/loading-bar';
import { PageSpinner } from '../components/page-spinner';
import { Toasts } from '../components/toasts';
import { GlobalError } from '../features/errors/components/global-error';
import { PortalConfigContext, useGetPortalConfig } from '../lib/portal-config';
import { AppRoutes } from './routes';
import { useBrandDocument } from './use-brand-document';
import { SessionUpkeep } from './session-upkeep';

export function App() {
  const { data, error } = useGetPortalConfig();
  const config = data?.config ?? null;
  const brandId = config?.theme ?? 1;
  const theme = useMemo(() => createBrandTheme(brandId), [brandId]);
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
              <SessionUpkeep />
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
