/** The id of the layout's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first tab stop of every page behind login: 'Skip to main content' jumps over the top bar and
 * its menu (docs/product/navigation-and-layout.md#accessibility). The browser moves focus to the
 * fragment's target itself; the theme keeps the link off screen until it has focus (.skip-link).
 */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
