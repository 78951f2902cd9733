/**
 * The brand the build pre-rendered this page for, or null when the page was not pre-rendered
 * (docs/architecture/prerendered-login.md). shell/prerender marks the root with it.
 */
export const prerenderedBrand = (root: HTMLElement): number | null => Number(root.dataset.prerendered) || null;

/** The attribute shell/prerender sets on the root element: `data-prerendered="<brand>"`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * From the moment the app's code runs until the pre-rendered form has hydrated, React drops a
 * click or Enter on it: such a submit is held instead (the form gets `data-held`), and the form
 * sends itself once hydrated; the hydrated form marks itself `data-live`. Before any code runs the
 * form's 'dialog' method makes a submit do nothing, so what was typed stays
 * (docs/architecture/prerendered-login.md).
 */
export function holdSubmitsUntilHydrated(root: HTMLElement): void {
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if ('live' in form.dataset) return;
      event.preventDefault();
      form.dataset.held = '';
    },
    true,
  );
}
