import { useEffect, useRef } from 'react';
import { useLocation } from 'shared/router';

/**
 * After every route change, focus moves to the new page's heading, so keyboard and screen reader
 * users start at the page, not at the link they left behind
 * (docs/product/navigation-and-layout.md#accessibility). Used by the layout behind login, so
 * /login loads none of it; the layout's first page (after login, or a reload) keeps the browser's
 * own focus. A remote still loading is waited for, up to 10 s.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading || (tries += 1) > 100) window.clearInterval(timer);
      // Page's heading takes focus from script (tabIndex -1).
      heading?.focus();
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname]);
}
