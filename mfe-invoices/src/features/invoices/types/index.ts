import { INVOICE_COLUMN_KEYS, type InvoiceColumnKey } from 'shared';

/** docs/product/invoices.md#sorting: every column but these sorts (Ref #, Doc #, Date, Total, Paid, Open and Due). */
const UNSORTABLE = ['status', 'days_in_arrears', 'pdf', 'soldto_number'] as const satisfies readonly InvoiceColumnKey[];
export type SortKey = Exclude<InvoiceColumnKey, (typeof UNSORTABLE)[number]>;
export const SORT_KEYS: readonly SortKey[] = INVOICE_COLUMN_KEYS.filter(
  (key): key is SortKey => !(UNSORTABLE as readonly InvoiceColumnKey[]).includes(key),
);

export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** docs/product/invoices.md: default sort is due_date descending. */
export const DEFAULT_SORT: SortState = { key: 'due_date', direction: 'desc' };

/** docs/product/invoices.md Due filter: 'Show All' (no limit) or 'Due til' a date (YYYY-MM-DD). */
export type DueFilterValue = { mode: 'all' } | { mode: 'til'; date: string };

/** List mode selects invoices to pay; search mode (the Statement page) only shows them. */
export type TableMode = 'list' | 'search';
