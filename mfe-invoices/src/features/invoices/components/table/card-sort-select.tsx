import { TextField } from 'shared/ui/base';
import type { SortState } from '../../types';

/** The phone's orders (docs/product/invoices.md#on-a-phone); the first is the specification's default. */
export const CARD_SORTS: readonly { label: string; sort: SortState }[] = [
  { label: 'Due date, latest first', sort: { key: 'due_date', direction: 'desc' } },
  { label: 'Due date, earliest first', sort: { key: 'due_date', direction: 'asc' } },
  { label: 'Open amount, largest first', sort: { key: 'open_amount', direction: 'desc' } },
  { label: 'Document date, newest first', sort: { key: 'document_date', direction: 'desc' } },
  { label: 'Invoice number', sort: { key: 'billing_document_number', direction: 'asc' } },
];

const idOf = (s: SortState) => `${s.key}:${s.direction}`;

/** The card list has no column headers to click: this select sorts it, as the table's headers do. */
export function CardSortSelect({ sort, onChange }: { sort: SortState; onChange: (sort: SortState) => void }) {
  const current = idOf(sort);
  const known = CARD_SORTS.some((o) => idOf(o.sort) === current);
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={known ? current : idOf(CARD_SORTS[0]!.sort)}
      onChange={(event) => {
        const picked = CARD_SORTS.find((o) => idOf(o.sort) === event.target.value);
        if (picked) onChange(picked.sort);
      }}
      slotProps={{ select: { native: true } }}
      fullWidth
      sx={{ mb: 1 }}
    >
      {CARD_SORTS.map((o) => (
        <option key={idOf(o.sort)} value={idOf(o.sort)}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
