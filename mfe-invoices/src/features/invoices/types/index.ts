import type { ErpDocument } from 'shared';

/** Column keys of invoice_table.columns (sandbox README), in the default order. */
export const COLUMN_KEYS = [
  'status',
  'reference_number',
  'billing_document_number',
  'document_date',
  'total_amount',
  'paid_amount',
  'open_amount',
  'due_date',
  'days_in_arrears',
  'pdf',
  'soldto_number',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Spec §2: sortable on Ref #, Doc #, Date, Total, Paid, Open and Due. */
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

/** Spec §2: default sort is due_date descending. */
export const DEFAULT_SORT: SortState = { key: 'due_date', direction: 'desc' };

/** Spec §4 Due filter: 'Show All' (no limit) or 'Due til' a date (YYYY-MM-DD). */
export type DueFilterValue = { mode: 'all' } | { mode: 'til'; date: string };

/** List mode selects invoices to pay; search mode (the Statement page) only shows them. */
export type TableMode = 'list' | 'search';
