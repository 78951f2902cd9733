import { Link, Typography } from 'shared/ui/base';
import { isSelectable, useSelectionStore, type ErpDocument } from 'shared';
import { LABELS } from '../../../../config/labels';

/**
 * docs/product/invoices.md ('Select All / Deselect All'). Select All takes every listed document that may be
 * selected (read_only_flag X may not); Deselect All empties the selection, so the Pay total
 * never counts invoices the current filter hides.
 */
export function SelectAllLinks({ documents }: { documents: readonly ErpDocument[] }) {
  const selectAll = () => useSelectionStore.getState().setMany(documents.filter(isSelectable), true);
  const deselectAll = () => useSelectionStore.getState().deselectAll();
  return (
    <Typography component="div" variant="body2">
      <Link component="button" type="button" onClick={selectAll} disabled={documents.length === 0}>
        {LABELS.selectAll}
      </Link>
      {' / '}
      <Link component="button" type="button" onClick={deselectAll}>
        {LABELS.deselectAll}
      </Link>
    </Typography>
  );
}
