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

let heldSubmit = false;
let release: (() => void) | null = null;

/**
 * From the moment the app's code runs until the pre-rendered form has hydrated, React drops a
 * click or Enter on it: a submit in that time is remembered instead, and the form sends itself
 * once hydrated (takeHeldSubmit). Before any code runs the form's 'dialog' method makes a submit
 * do nothing, so what was typed stays (docs/architecture/frontend.md#the-pre-rendered-login).
 */
export function holdSubmitsUntilHydrated(root: HTMLElement): void {
  const onSubmit = (event: Event) => {
    event.preventDefault();
    heldSubmit = true;
  };
  root.addEventListener('submit', onSubmit, true);
  release = () => root.removeEventListener('submit', onSubmit, true);
}

/** Called by the hydrated form: stops holding, and says whether a submit was held meanwhile. */
export function takeHeldSubmit(): boolean {
  release?.();
  release = null;
  const held = heldSubmit;
  heldSubmit = false;
  return held;
}
