import { BRANDS } from '../../domain/branding/brands';
import { contrastRatio } from './contrast';
import { createBrandTheme } from './create-brand-theme';
import { PAGE_BACKGROUND, PAPER } from './surfaces';

/**
 * WCAG 2.2 2.4.7 and 1.4.11 in every brand: the focus ring stands 3:1 against each surface it can
 * sit on (docs/product/navigation-and-layout.md#accessibility); the warning toast's text 4.5:1.
 */
type Overrides = Record<string, Record<string, string> | string>;

/**
 * The ring's colour on the innermost of nested elements (outer first, each a list of classes), as
 * the theme's global styles resolve it: --focus-ring inherits, so the nearest element a rule sets
 * it on decides, and on one element the more specific rule ('.A .B' over '.B').
 */
function ringColourWithin(brandId: number, path: string[][]): string {
  const theme = createBrandTheme(brandId);
  const global = theme.components?.MuiCssBaseline?.styleOverrides as Overrides;
  const ring = (global[':focus-visible'] as Record<string, string>).outline!;
  const variable = /var\(--focus-ring,\s*(#[0-9a-f]{6})\)/i.exec(ring);
  if (!variable) return /#[0-9a-f]{6}/i.exec(ring)![0];
  const setters = Object.entries(global).flatMap(([selectors, style]) =>
    typeof style === 'object' && '--focus-ring' in style
      ? selectors.split(',').map((selector) => ({ parts: selector.trim().split(/\s+/).map((p) => p.slice(1)), value: style['--focus-ring']! }))
      : [],
  );
  const matchesAt = (parts: string[], at: number): boolean => {
    if (!path[at]!.includes(parts.at(-1)!)) return false;
    const rest = parts.slice(0, -1);
    return rest.length === 0 || path.slice(0, at).some((_, i) => matchesAt(rest, i));
  };
  for (let at = path.length - 1; at >= 0; at -= 1) {
    const hit = setters.filter((s) => matchesAt(s.parts, at)).sort((a, b) => b.parts.length - a.parts.length)[0];
    if (hit) return hit.value;
  }
  return variable[1]!;
}

describe.each(BRANDS.map((brand) => [brand.name, brand.id] as const))('the focus ring of %s', (_name, id) => {
  const theme = createBrandTheme(id);
  const topBar = ['MuiAppBar-root', 'MuiAppBar-colorPrimary'];
  const surfaces: [string, string[][], string][] = [
    ['the page', [[]], PAGE_BACKGROUND],
    ['a card, dialog or the phone menu', [['MuiPaper-root']], PAPER],
    ['the top bar', [topBar, ['MuiButtonBase-root']], theme.palette.primary.main],
    ["the top bar's account switcher, on its light box", [topBar, ['MuiInputBase-root'], ['MuiSelect-select']], PAPER],
    ...(['error', 'warning', 'info', 'success'] as const).map(
      (severity): [string, string[][], string] => [`a ${severity} toast`, [['MuiAlert-root', 'MuiAlert-filled'], ['MuiIconButton-root']], theme.palette[severity].main],
    ),
  ];

  it.each(surfaces)('stands out 3:1 on %s', (_surface, path, background) => {
    expect(contrastRatio(ringColourWithin(id, path), background)).toBeGreaterThanOrEqual(3);
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
