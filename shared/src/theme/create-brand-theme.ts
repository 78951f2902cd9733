import { createTheme, type Theme } from '@mui/material/styles';
import { brandById } from './brands';

/** The MUI theme of a brand. Focus is always visible (keyboard use, docs/product/navigation-and-layout.md#accessibility). */
export function createBrandTheme(brandId: number): Theme {
  const brand = brandById(brandId);
  return createTheme({
    palette: {
      primary: { main: brand.primary },
      secondary: { main: brand.secondary },
      background: { default: '#f5f7fa' },
    },
    shape: { borderRadius: 6 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${brand.secondary}`, outlineOffset: 2 },
        },
      },
    },
  });
}
