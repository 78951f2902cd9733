/**
 * Labels of this remote's screens. Messages of the specification (toasts, validation, the
 * result count) come from shared's MESSAGES, VALIDATION and invoicesFound; these are the names
 * of controls and columns that docs/product/invoices.md quotes or implies.
 */
export const LABELS = {
  invoicesTitle: 'Invoices',
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
  // docs/product/invoices.md#overview (the specification is silent: our wording)
  overview: 'Overview',
  totalOpen: 'Total open',
  overdue: 'Overdue',
  dueNext30: 'Due in the next 30 days',
  invoiceCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'invoice' : 'invoices'}`,
  viewOnly: 'You can view invoices but not pay them. Ask your administrator for access.',
  readOnlyInvoice: 'This invoice cannot be paid online.',
  pdfOf: (number: string) => `PDF of invoice ${number}`,
  noPdf: (number: string) => `No PDF for invoice ${number}`,
} as const;
