/**
 * The brand the build pre-rendered this page for, or null when the page was not pre-rendered
 * (docs/architecture/frontend.md#the-pre-rendered-login). shell/prerender marks the root with it.
 */
export function prerenderedBrand(root: HTMLElement): number | null {
  return Number(root.dataset.prerendered) || null;
}

/** The attribute shell/prerender sets on the root element: `data-prerendered="<brand>"`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Null while no submit is held back; then whether one was made. */
let held: boolean | null = null;

/**
 * From the moment the app's code runs until the pre-rendered form has hydrated, React drops a
 * click or Enter on it: a submit in that time is remembered instead, and the form sends itself
 * once hydrated (takeHeldSubmit). Before any code runs the form's 'dialog' method makes a submit
 * do nothing, so what was typed stays (docs/architecture/frontend.md#the-pre-rendered-login).
 */
export function holdSubmitsUntilHydrated(root: HTMLElement): void {
  held = false;
  root.addEventListener(
    'submit',
    (event) => {
      if (held === null) return;
      event.preventDefault();
      held = true;
    },
    true,
  );
}

/** Called by the hydrated form: stops holding, and says whether a submit was held meanwhile. */
export function takeHeldSubmit(): boolean {
  const submitted = held === true;
  held = null;
  return submitted;
}
