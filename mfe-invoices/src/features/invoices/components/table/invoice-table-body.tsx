import type { ReactNode } from 'react';
import { TableBody } from 'shared/ui/more';
import type { ErpDocument } from 'shared';
import { OVERSCAN, ROW_HEIGHT, VIRTUALIZE_ABOVE } from '../../../../config/table';
import { useElementRowWindow } from '../../../../lib/fixed-window';

interface Props {
  rows: ErpDocument[];
  /**
   * The scrolling container, as state rather than a ref: it is an ancestor, and React attaches an
   * ancestor's ref only after this body's layout effects, when the virtualizer has already looked.
   */
  scrollElement: HTMLDivElement | null;
  renderRow: (document: ErpDocument, index: number) => ReactNode;
}

function VirtualBody({ rows, scrollElement, renderRow }: Props) {
  const { first, last } = useElementRowWindow({ count: rows.length, rowHeight: ROW_HEIGHT, overscan: OVERSCAN }, scrollElement);
  const top = first * ROW_HEIGHT;
  const bottom = (rows.length - last) * ROW_HEIGHT;
  // Spacer rows keep the scroll height of all rows while only the visible ones exist.
  return (
    <TableBody>
      {top > 0 && <tr aria-hidden style={{ height: top }} />}
      {rows.slice(first, last).map((row, offset) => renderRow(row, first + offset))}
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
