import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createBrandTheme, DEFAULT_BRAND_ID } from 'shared/core';

/**
 * Runs a remote alone (`npm run dev -w <remote>`), in the default theme. In the portal the shell
 * renders the remote's routes inside its own layout instead, so this is never called there.
 */
export function mountStandalone(Routes: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <ThemeProvider theme={createBrandTheme(DEFAULT_BRAND_ID)}>
      <CssBaseline />
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </ThemeProvider>,
  );
}
