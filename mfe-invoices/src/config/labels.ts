import { INVOICE_NUMBER_CHARACTERISTIC, SEARCH_PERIODS, SEARCH_STATUS, type SearchPeriod } from 'shared';

/**
 * Labels of this remote's screens. Messages of the specification (toasts, validation, the
 * result count) come from shared's MESSAGES, VALIDATION and invoicesFound; these are the names
 * of controls and columns that docs/product/invoices.md quotes or implies.
 */
export const LABELS = {
  invoicesTitle: 'Invoices',
  searchTitle: 'Statement',
  detailTitle: (number: string) => `Invoice ${number}`,
  creditTitle: (number: string) => `Credit ${number}`,
  customer: 'Customer',
  noSoldTos: 'Choose at least one location.',
  allSoldTos: (n: number) => `All locations (${n})`,
  dueFilter: 'Due filter',
  showAll: 'Show All',
  dueTil: 'Due til',
  dueTilDate: 'Due til date',
  payTotal: 'Pay Total',
  continue: 'Continue',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  download: 'Download',
  allPdfs: 'All PDFs',
  noInvoices: 'No invoices found',
  loadingInvoices: 'Loading invoices',
  pay: 'Pay',
  dueLabel: 'Due',
  openLabel: 'Open',
  rowCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'document' : 'documents'}`,
  payInvoice: (number: string) => `Pay invoice ${number}`,
  pdfOf: (number: string) => `PDF of invoice ${number}`,
  noPdf: (number: string) => `No PDF for invoice ${number}`,
  // search
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
  // detail
  back: 'Back',
  payThisInvoice: 'Pay This Invoice',
  customerAddress: 'Customer',
  recipientAddress: 'Invoice Recipient',
  date: 'Date',
  items: 'Items',
  invoiceTotal: 'Invoice Total',
  noDetail: 'No details are available for this invoice.',
  summary: 'Summary',
  dueDate: 'Due Date',
  openAmount: 'Open Amount',
  pdf: 'PDF',
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
  { value: '', label: LABELS.none },
  { value: INVOICE_NUMBER_CHARACTERISTIC, label: 'Invoice Number' },
] as const;
