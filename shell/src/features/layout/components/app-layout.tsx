import type { ReactNode } from 'react';
import { Box } from 'shared/ui/core';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { usePaymentPageReport } from '../../../lib/loaded-scripts/use-payment-page-report';
import { usePortalConfig } from '../../../lib/portal-config';
import { usePageWarnings } from '../hooks/use-page-warnings';
import { useRouteFocus } from '../hooks/use-route-focus';
import { Footer } from './footer';
import { TopBar } from './top-bar';

export function AppLayout({ children }: { children: ReactNode }) {
  const config = usePortalConfig();
  const brandId = config?.theme ?? 1;
  useRouteFocus();
  usePageWarnings();
  usePaymentPageReport();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar brandId={brandId} helpPdfUrl={config?.helpPdfUrl ?? '/help/portal-help.pdf'} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, width: '100%', maxWidth: 1400, mx: 'auto', '&:focus': { outline: 'none' } }}>
        {children}
      </Box>
      <Footer brandId={brandId} privacyPolicyUrl={config?.privacyPolicyUrl} termsUrl={config?.termsUrl} />
    </Box>
  );
}
