import { INVOICE_COLUMN_KEYS, type ErpDocument, type InvoiceColumnKey } from 'shared';

/** The column keys of invoice_table.columns live in shared, with the ERP stand-in using the same list. */
export const COLUMN_KEYS = INVOICE_COLUMN_KEYS;
export type ColumnKey = InvoiceColumnKey;

/** docs/product/invoices.md: sortable on Ref #, Doc #, Date, Total, Paid, Open and Due. */
export const SORT_KEYS = [
  'reference_number',
  'billing_document_number',
  'document_date',
  'total_amount',
  'paid_amount',
  'open_amount',
  'due_date',
] as const satisfies readonly (ColumnKey & keyof ErpDocument)[];
export type SortKey = (typeof SORT_KEYS)[number];

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
