import { TableCell, TableHead, TableRow, TableSortLabel } from 'shared/ui/more';
import { LABELS } from '../../../../config/labels';
import type { SortKey, SortState } from '../../types';
import type { ColumnDef } from '../../utils/columns';

interface Props {
  columns: ColumnDef[];
  canPay: boolean;
  sort: SortState;
  onSort: (key: SortKey) => void;
}

export const PAY_COLUMN_WIDTH = 60;

export function InvoiceTableHead({ columns, canPay, sort, onSort }: Props) {
  return (
    <TableHead>
      <TableRow aria-rowindex={1}>
        {canPay && (
          <TableCell align="center" sx={{ width: PAY_COLUMN_WIDTH, px: 1, fontWeight: 600 }}>
            {LABELS.pay}
          </TableCell>
        )}
        {columns.map((column) => {
          const active = column.sortKey !== null && sort.key === column.sortKey;
          return (
            <TableCell
              key={column.key}
              align={column.align}
              // Headers may wrap ('Days Past Due'); body cells never do, so rows keep one height.
              sx={{ width: column.width, px: 1, lineHeight: 1.2, fontWeight: 600 }}
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {column.sortKey ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort.direction : 'asc'}
                  onClick={() => onSort(column.sortKey!)}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
