/**
 * Labels of this remote's screens. Messages of the specification (toasts, validation, the
 * result count) come from shared's MESSAGES, VALIDATION and invoicesFound; these are the names
 * of controls and columns that docs/product/invoices.md quotes or implies.
 */
export const LABELS = {
  invoicesTitle: 'Invoices',
  searchTitle: 'Statement',
  detailTitle: (number: string) => `Invoice ${number}`,
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
} as const;

/** docs/product/invoices.md invoice status codes, in the order the select shows them (03 All is the default). */
export const STATUS_OPTIONS = [
  { value: '03', label: 'All' },
  { value: '01', label: 'Due' },
  { value: '02', label: 'Complete' },
] as const;

/** docs/product/invoices.md period options; the value is the number of days back, -1 a custom range. */
export const PERIOD_OPTIONS = [
  { value: '0', label: 'Today' },
  { value: '1', label: 'Since yesterday' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '365', label: 'Last 365 days' },
  { value: '-1', label: 'Custom date range' },
] as const;

export const CHARACTERISTIC_OPTIONS = [
  { value: '', label: LABELS.none },
  { value: '01', label: 'Invoice Number' },
] as const;
