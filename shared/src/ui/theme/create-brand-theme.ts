import { createTheme, type Theme } from '@mui/material/styles';
import { brandById } from '../../domain/branding/brands';
import { FOCUS_RING_ON_COLOUR, WARNING_MAIN } from './surfaces';

/**
 * The MUI theme of a brand. Focus is always visible (keyboard use,
 * docs/product/navigation-and-layout.md#accessibility): a ring in the brand's dark primary colour
 * on light surfaces, and white on coloured ones (the top bar, filled toasts). The colour is a CSS
 * variable that a coloured surface sets for everything inside it, so no rule of a control can
 * paint the ring in the surface's own colour (the ring contrasts are checked per brand in
 * surfaces.test.ts). MUI's controls reset the outline of their root, so their own focus class
 * carries the ring too.
 */
export function createBrandTheme(brandId: number): Theme {
  const brand = brandById(brandId);
  const ring = { outline: `3px solid var(--focus-ring,${brand.primary})`, outlineOffset: 2 };
  return createTheme({
    palette: {
      primary: { main: brand.primary },
      secondary: { main: brand.secondary },
      // MUI's orange carries white text at 3.11:1; this one at 5:1 (docs/product/navigation-and-layout.md#toasts).
      warning: { main: WARNING_MAIN },
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
          '.MuiAppBar-colorPrimary,.MuiAlert-filled': { '--focus-ring': FOCUS_RING_ON_COLOUR },
          // The top bar's account switcher sits on a light box of its own.
          '.MuiAppBar-colorPrimary .MuiInputBase-root': { '--focus-ring': brand.primary },
          // The layout's skip link: off screen until it has focus.
          '.skip-link': { position: 'absolute', top: -99, zIndex: 2000, background: '#fff' },
          '.skip-link:focus': { top: 8 },
        },
      },
    },
  });
}
