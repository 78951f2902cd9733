import { INVOICE_NUMBER_CHARACTERISTIC, SEARCH_PERIODS, SEARCH_STATUS, type SearchPeriod } from 'shared';

// The statement search's labels and options, apart from the list's LABELS: only the search (a lazy
// page) loads them, not the list (docs/architecture/frontend.md#javascript-budgets).
export const SEARCH_LABELS = {
  searchTitle: 'Statement',
  status: 'Status',
  dueRange: 'Due range',
  dueFrom: 'Due from',
  dueTo: 'Due to',
  period: 'Period',
  fromRange: 'From range',
  dateFrom: 'From',
  dateTo: 'To',
  searchOptions: 'Search Options',
  none: 'None',
  characteristicValue: 'Value',
  find: 'Find',
  exportPdf: 'Export to PDF',
} as const;

/** docs/product/invoices.md invoice status codes, in the order the select shows them (03 All is the default). */
export const STATUS_OPTIONS = [
  { value: SEARCH_STATUS.all, label: 'All' },
  { value: SEARCH_STATUS.due, label: 'Due' },
  { value: SEARCH_STATUS.complete, label: 'Complete' },
] as const;

/** docs/product/invoices.md period options, in the order of SEARCH_PERIODS. */
const PERIOD_LABELS: Record<SearchPeriod, string> = {
  '0': 'Today',
  '1': 'Since yesterday',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '365': 'Last 365 days',
  '-1': 'Custom date range',
};
export const PERIOD_OPTIONS = SEARCH_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));

export const CHARACTERISTIC_OPTIONS = [
  { value: '', label: SEARCH_LABELS.none },
  { value: INVOICE_NUMBER_CHARACTERISTIC, label: 'Invoice Number' },
] as const;
