// The invoice detail's labels, apart from the list's LABELS: only the detail (a lazy page) loads
// them, not the list (docs/architecture/frontend.md#javascript-budgets).
export const DETAIL_LABELS = {
  detailTitle: (number: string) => `Invoice ${number}`,
  creditTitle: (number: string) => `Credit ${number}`,
  status: 'Status',
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
