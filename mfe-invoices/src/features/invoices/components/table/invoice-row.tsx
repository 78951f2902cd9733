import { memo, useDeferredValue } from 'react';
import { Checkbox, Hint } from 'shared/ui/more';
import { isSelectable, keyOf, stripLeadingZeros, useSelectionStore, type ErpDocument } from 'shared';
import { LABELS } from '../../../../config/labels';
import type { ColumnDef } from '../../utils/columns';
import { alignClass, BODY_CLASS } from './body-styles';
import { renderCell, type CellContext } from './invoice-cells';

interface Props extends CellContext {
  document: ErpDocument;
  columns: ColumnDef[];
  /** The Pay checkbox column shows (list mode, with CanMakePayment). */
  canPay: boolean;
  /** 0-based position among all rows; screen readers get it when only some rows are rendered. */
  rowIndex: number;
}

/** Where a box will be, the size of the small checkbox: the row does not move when it comes. */
const BOX_PLACE = { display: 'inline-block', width: 38, height: 38, verticalAlign: 'middle' } as const;

export function PayCheckbox({ document }: { document: ErpDocument }) {
  // The rows paint first and their boxes right after, in a render React may interrupt: on a slow
  // phone a page of checkboxes is a tenth of a second before the first row
  // (docs/architecture/phone-reload.md). Rows mount in the overscan,
  // before they scroll into view, so a scrolled-to row has its box already.
  const ready = useDeferredValue(true, false);
  const key = keyOf(document);
  // Each row watches only its own key, so ticking one box re-renders one row, not 5,000.
  const checked = useSelectionStore((s) => s.selected[key] !== undefined);
  if (!ready) return <span aria-hidden data-testid="box-place" style={BOX_PLACE} />;
  const readOnly = !isSelectable(document);
  const name = LABELS.payInvoice(stripLeadingZeros(document.billing_document_number));
  const box = (
    <Checkbox
      size="small"
      checked={checked && !readOnly}
      disabled={readOnly}
      onChange={(event) => {
        const store = useSelectionStore.getState();
        if (event.target.checked) store.add(document);
        else store.remove(key);
      }}
      // A greyed-out box says why (docs/product/invoices.md#selection): in its name, and on hover.
      slotProps={{ input: { 'aria-label': readOnly ? `${name}: ${LABELS.readOnlyInvoice}` : name } }}
    />
  );
  return readOnly ? <Hint title={LABELS.readOnlyInvoice}>{box}</Hint> : box;
}

/**
 * One document: a plain row of plain cells, styled by the table (body-styles.ts). Memoized:
 * sorting or another row's checkbox leaves its props, and it, alone.
 */
export const InvoiceRow = memo(function InvoiceRow({ document, columns, canPay, rowIndex, ...ctx }: Props) {
  return (
    <tr className={BODY_CLASS.row} aria-rowindex={rowIndex + 2}>
      {canPay && (
        <td className={BODY_CLASS.pay}>
          <PayCheckbox document={document} />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.key} className={alignClass(column.align)}>
          {renderCell(column.key, document, ctx)}
        </td>
      ))}
    </tr>
  );
});
