import { INVOICE_COLUMN_KEYS, type InvoiceColumnKey } from 'shared';
import { SORT_KEYS, type SortKey } from '../types';

export interface ColumnDef {
  key: InvoiceColumnKey;
  label: string;
  /** docs/product/constants.md: column widths are fixed per column (px), which also keeps virtual rows aligned. */
  width: number;
  align: 'left' | 'right' | 'center';
  sortKey: SortKey | null;
}

const DEFS: Record<InvoiceColumnKey, Omit<ColumnDef, 'key' | 'sortKey'>> = {
  status: { label: 'Status', width: 80, align: 'left' },
  reference_number: { label: 'Ref #', width: 110, align: 'left' },
  billing_document_number: { label: 'Doc #', width: 100, align: 'left' },
  document_date: { label: 'Date', width: 104, align: 'left' },
  total_amount: { label: 'Total', width: 124, align: 'right' },
  paid_amount: { label: 'Paid', width: 116, align: 'right' },
  open_amount: { label: 'Open', width: 124, align: 'right' },
  due_date: { label: 'Due', width: 104, align: 'left' },
  days_in_arrears: { label: 'Days Past Due', width: 76, align: 'right' },
  pdf: { label: 'PDF', width: 56, align: 'center' },
  soldto_number: { label: 'Location', width: 96, align: 'left' },
};

const isColumnKey = (key: string): key is InvoiceColumnKey => (INVOICE_COLUMN_KEYS as readonly string[]).includes(key);
const sortKeyOf = (key: InvoiceColumnKey): SortKey | null =>
  (SORT_KEYS as readonly string[]).includes(key) ? (key as SortKey) : null;

/**
 * docs/product/invoices.md: which columns appear, and in what order, comes from invoice_table.columns (by key).
 * Unknown keys and repeats are dropped; a missing or empty list (or a failed customizing call)
 * falls back to every column in the default order.
 */
export function resolveColumns(configured: readonly string[] | null | undefined): ColumnDef[] {
  const keys = [...new Set((configured ?? []).map((k) => k.trim()).filter(isColumnKey))];
  return (keys.length > 0 ? keys : [...INVOICE_COLUMN_KEYS]).map((key) => ({ key, sortKey: sortKeyOf(key), ...DEFS[key] }));
}
