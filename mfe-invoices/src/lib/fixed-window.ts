import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Windowing for rows of one fixed height: which rows are in view is arithmetic, so nothing is
 * measured and no library is loaded for it (docs/architecture/frontend.md#javascript-budgets).
 * Rows of varying height (the checkout's cards) use @tanstack/react-virtual in mfe-payments.
 */

/** The rows to render: from `first` up to, not including, `last`. */
export interface RowWindow {
  first: number;
  last: number;
}

interface Sizing {
  count: number;
  /** Every row's height in pixels, its gap included. */
  rowHeight: number;
  /** Rows rendered beyond the visible ones, so fast scrolling shows no blank gap. */
  overscan: number;
}

/** Before layout (or in a test's DOM) a box measures 0: a screenful stands in. */
const screenful = () => (typeof window !== 'undefined' && window.innerHeight) || 800;

/**
 * @param scrolled how far the top of the rows is above the top of the view (negative while the
 *   rows start further down)
 * @param viewport the height of the view
 */
export function rowWindow({ count, rowHeight, overscan }: Sizing, scrolled: number, viewport: number): RowWindow {
  const clamp = (n: number) => Math.min(count, Math.max(0, n));
  const first = clamp(Math.floor(scrolled / rowHeight) - overscan);
  const last = clamp(Math.ceil((scrolled + viewport) / rowHeight) + overscan);
  return { first, last: Math.max(first, last) };
}

const same = (a: RowWindow, b: RowWindow) => a.first === b.first && a.last === b.last;

/**
 * Keeps the window in step with the view (a scrolling box, or the page), re-rendering only when
 * the rows to render change, not on every scrolled pixel.
 */
function useRowWindow(sizing: Sizing, view: HTMLElement | Window | null, measure: () => [number, number]): RowWindow {
  const { count, rowHeight, overscan } = sizing;
  const [range, setRange] = useState<RowWindow>(() => rowWindow(sizing, 0, screenful()));
  useLayoutEffect(() => {
    if (!view) return undefined;
    const update = () => {
      const next = rowWindow({ count, rowHeight, overscan }, ...measure());
      setRange((current) => (same(current, next) ? current : next));
    };
    update();
    view.addEventListener('scroll', update, { passive: true });
    const resized = view instanceof Element && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(update) : null;
    if (resized) resized.observe(view as Element);
    else window.addEventListener('resize', update);
    return () => {
      view.removeEventListener('scroll', update);
      if (resized) resized.disconnect();
      else window.removeEventListener('resize', update);
    };
    // `measure` reads the view, or a list inside it: it changes only with `view`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, count, rowHeight, overscan]);
  // Rows removed since the last measure (a narrower search) are never asked for.
  return range.last > count ? rowWindow(sizing, range.first * rowHeight, screenful()) : range;
}

/** Rows inside a box that scrolls (the invoice table); null until the box is mounted. */
export function useElementRowWindow(sizing: Sizing, element: HTMLElement | null): RowWindow {
  return useRowWindow(sizing, element, () => [element?.scrollTop ?? 0, element?.clientHeight || screenful()]);
}

/** Rows that scroll with the page (the cards on a phone), counted from the top of `list`. */
export function usePageRowWindow(sizing: Sizing, list: RefObject<HTMLElement | null>): RowWindow {
  return useRowWindow(sizing, typeof window === 'undefined' ? null : window, () => [
    -(list.current?.getBoundingClientRect().top ?? 0),
    screenful(),
  ]);
}
