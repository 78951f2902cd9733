import type { ReactNode } from 'react';
import { Box } from 'shared/ui/base';
import { useSelectionStore, type ErpDocument } from 'shared';
import type { SortState } from '../../types';
import { CardSortSelect } from './card-sort-select';
import { InvoiceCardList } from './invoice-card-list';

interface Props {
  rows: ErpDocument[];
  canPay: boolean;
  todayKey: string;
  sort: SortState;
  onSort: (sort: SortState) => void;
  /** The Pay total and Continue: in a bar stuck to the bottom of the screen once something is ticked. */
  actions?: ReactNode;
}

/**
 * The phone's list: the Sort by control over the cards (docs/product/invoices.md#on-a-phone).
 * Loaded only on a phone, so a laptop's first page downloads none of it
 * (docs/architecture/frontend.md#javascript-budgets).
 */
export default function PhoneCards({ rows, canPay, todayKey, sort, onSort, actions }: Props) {
  const ticked = useSelectionStore((s) => s.summary.count > 0);
  return (
    <>
      {rows.length > 1 && <CardSortSelect sort={sort} onChange={onSort} />}
      <InvoiceCardList rows={rows} canPay={canPay} todayKey={todayKey} />
      {actions && ticked && (
        <Box
          data-testid="list-pay-bar"
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 2,
            px: 2,
            py: 1,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            zIndex: 2,
          }}
        >
          {actions}
        </Box>
      )}
    </>
  );
}
