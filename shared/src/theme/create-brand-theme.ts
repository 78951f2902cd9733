import { createTheme, type Theme } from '@mui/material/styles';
import { brandById } from './brands';

/**
 * The MUI theme of a brand. Focus is always visible (keyboard use,
 * docs/product/navigation-and-layout.md#accessibility): a ring in the brand's dark primary colour,
 * which stands out 3:1 against the light page, and white on the primary-coloured top bar. MUI's
 * controls reset the outline of their root, so their own focus class carries the ring too.
 */
export function createBrandTheme(brandId: number): Theme {
  const brand = brandById(brandId);
  const ring = { outline: `3px solid ${brand.primary}`, outlineOffset: 2 };
  return createTheme({
    palette: {
      primary: { main: brand.primary },
      secondary: { main: brand.secondary },
      background: { default: '#f5f7fa' },
    },
    shape: { borderRadius: 6 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: { root: { '&.Mui-focusVisible': ring } },
      },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': ring,
          // A heading is focused after a route change so screen readers start there; it is no control.
          'h1[tabindex="-1"]:focus': { outline: 'none' },
          '.MuiAppBar-colorPrimary :focus-visible, .MuiAppBar-colorPrimary .Mui-focusVisible': { outlineColor: '#fff' },
        },
      },
    },
  });
}
