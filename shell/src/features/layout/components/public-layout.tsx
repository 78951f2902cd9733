import type { ReactNode } from 'react';
import { Box, Paper } from 'shared/ui/core';
import { brandAssets, brandById } from 'shared/core';
import { usePortalConfig } from '../../../lib/portal-config';
import { Footer } from './footer';

/** Login and the public registration pages: a centred card on the brand's background. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const config = usePortalConfig();
  const brandId = config?.theme ?? 1;
  const brand = brandById(brandId);
  // Until the configuration has come (a pre-rendered page), the API's default: the image shows.
  const background = (config?.loginUseBackgroundImage ?? true)
    ? `url(${brandAssets(brandId).loginBackground}) center / cover no-repeat`
    : undefined;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background }}>
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}>
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            {/* Never wider than the card: on a phone the logo scales down inside its 56 px box. */}
            <img
              src={brandAssets(brandId).logo}
              alt={brand.name}
              height={56}
              style={{ maxWidth: '100%', objectFit: 'contain' }}
              data-testid="brand-logo"
            />
          </Box>
          {children}
        </Paper>
      </Box>
      <Footer brandId={brandId} privacyPolicyUrl={config?.privacyPolicyUrl} termsUrl={config?.termsUrl} />
    </Box>
  );
}
