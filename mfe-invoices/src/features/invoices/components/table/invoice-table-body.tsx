import type { ReactNode } from 'react';
import { TableBody } from 'shared/ui/more';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { ErpDocument } from 'shared';
import { OVERSCAN, ROW_HEIGHT, VIRTUALIZE_ABOVE } from '../../../../config/table';

interface Props {
  rows: ErpDocument[];
  /**
   * The scrolling container, as state rather than a ref: it is an ancestor, and React attaches an
   * ancestor's ref only after this body's layout effects, when the virtualizer has already looked.
   */
  scrollElement: HTMLDivElement | null;
  renderRow: (document: ErpDocument, index: number) => ReactNode;
}

/** Before layout (or in a test's DOM) the container measures 0; assume a screenful meanwhile. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight || 800 }),
  );
}

function VirtualBody({ rows, scrollElement, renderRow }: Props) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    observeElementRect: observeRect,
    // Scrolling re-renders from the scroll event itself; React 19 warns about flushSync there.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  // Spacer rows keep the scroll height of all rows while only the visible ones exist.
  return (
    <TableBody>
      {top > 0 && <tr aria-hidden style={{ height: top }} />}
      {items.map((item) => renderRow(rows[item.index]!, item.index))}
      {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
    </TableBody>
  );
}

/**
 * The rows: all of them for a short list, a window of them for a long one (bulk@ has 5,000), so
 * sorting or select-all re-renders a screenful of rows, not thousands.
 */
export function InvoiceTableBody(props: Props) {
  if (props.rows.length > VIRTUALIZE_ABOVE) return <VirtualBody {...props} />;
  return <TableBody>{props.rows.map((row, index) => props.renderRow(row, index))}</TableBody>;
}
