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
          '.MuiAppBar-colorPrimary :focus-visible, .MuiAppBar-colorPrimary .Mui-focusVisible': { outlineColor: '#fff' },
          // The layout's skip link: off screen until it has focus.
          '.skip-link': { position: 'absolute', top: -99, zIndex: 2000, background: '#fff' },
          '.skip-link:focus': { top: 8 },
        },
      },
    },
  });
}
