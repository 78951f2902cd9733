import { useEffect, useRef } from 'react';
import { useLocation } from 'shared/router';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';

/** How long a page may take to show its heading (a remote loading) before focus stays where it is. */
const WAIT_FOR_HEADING_MS = 10_000;

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * After every route change, focus moves to the new page's heading, so keyboard and screen reader
 * users start at the page, not at the link they left behind
 * (docs/product/navigation-and-layout.md#accessibility). Used by the layout behind login, so
 * /login loads none of it; the layout's first page (after login, or a reload) keeps the browser's
 * own focus, and a page that put focus on a field of its own keeps it.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const movedIntoPage = () => {
      const active = document.activeElement;
      const main = document.getElementById(MAIN_CONTENT_ID);
      return Boolean(active && main && main.contains(active) && active !== main && active.tagName !== 'H1');
    };
    const find = () => document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.querySelector<HTMLElement>('main h1');
    const heading = find();
    if (heading) {
      focusHeading(heading);
      return undefined;
    }
    // A remote is still loading: wait for its heading to appear.
    const observer = new MutationObserver(() => {
      const found = find();
      if (!found) return;
      stop();
      if (!movedIntoPage()) focusHeading(found);
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
