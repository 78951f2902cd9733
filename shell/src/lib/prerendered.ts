/**
 * The brand the build pre-rendered this page for, or null when the page was not pre-rendered
 * (docs/architecture/frontend.md#the-pre-rendered-login). shell/prerender marks the root with it.
 */
export function prerenderedBrand(root: HTMLElement): number | null {
  const brand = Number(root.dataset.prerendered);
  return Number.isInteger(brand) && brand > 0 ? brand : null;
}

/** The attribute shell/prerender sets on the root element: `data-prerendered="<brand>"`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
