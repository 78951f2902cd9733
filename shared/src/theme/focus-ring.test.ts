import { BRANDS } from './brands';
import { contrastRatio } from './contrast';
import { createBrandTheme } from './create-brand-theme';
import { PAGE_BACKGROUND, PAPER } from './surfaces';

/**
 * WCAG 2.2 2.4.7 and 1.4.11 in every brand: the focus ring stands 3:1 against each surface it can
 * sit on (docs/product/navigation-and-layout.md#accessibility); the warning toast's text 4.5:1.
 */
type Overrides = Record<string, Record<string, string> | string>;

/** The ring's colour inside an element with the given classes, as the theme's global styles resolve it. */
function ringColourWithin(brandId: number, classes: string[]): string {
  const theme = createBrandTheme(brandId);
  const global = theme.components?.MuiCssBaseline?.styleOverrides as Overrides;
  const ring = (global[':focus-visible'] as Record<string, string>).outline!;
  const variable = /var\(--focus-ring,\s*(#[0-9a-f]{6})\)/i.exec(ring);
  if (!variable) return /#[0-9a-f]{6}/i.exec(ring)![0];
  const setter = Object.entries(global).find(
    ([selector, style]) => typeof style === 'object' && '--focus-ring' in style && selector.split(',').some((s) => classes.includes(s.trim().slice(1))),
  );
  return setter ? (setter[1] as Record<string, string>)['--focus-ring']! : variable[1]!;
}

describe.each(BRANDS.map((brand) => [brand.name, brand.id] as const))('the focus ring of %s', (_name, id) => {
  const theme = createBrandTheme(id);
  const surfaces: [string, string[], string][] = [
    ['the page', [], PAGE_BACKGROUND],
    ['a card, dialog or the phone menu', ['MuiPaper-root'], PAPER],
    ['the top bar', ['MuiAppBar-root', 'MuiAppBar-colorPrimary'], theme.palette.primary.main],
    ...(['error', 'warning', 'info', 'success'] as const).map(
      (severity): [string, string[], string] => [`a ${severity} toast`, ['MuiAlert-root', 'MuiAlert-filled'], theme.palette[severity].main],
    ),
  ];

  it.each(surfaces)('stands out 3:1 on %s', (_surface, classes, background) => {
    expect(contrastRatio(ringColourWithin(id, classes), background)).toBeGreaterThanOrEqual(3);
  });

  it('is drawn by MUI controls too, in the same colour', () => {
    const base = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, Record<string, string>>;
    const global = theme.components?.MuiCssBaseline?.styleOverrides as Overrides;
    expect(base['&.Mui-focusVisible']).toEqual(global[':focus-visible']);
  });

  it('writes the warning toast in a colour of 4.5:1', () => {
    const { main } = theme.palette.warning;
    expect(contrastRatio(theme.palette.getContrastText(main), main)).toBeGreaterThanOrEqual(4.5);
  });
});
