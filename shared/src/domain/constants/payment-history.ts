/*
 * The payment history's statuses and page sizes (docs/product/payment-history.md), shared by the
 * list page, its CSV export and the API server. Kept apart from the TypeBox schemas so the page
 * reads them without loading a schema.
 */

/** 'checking': the ERP was asked and its answer is being reconciled (docs/architecture/payments.md#reconciliation). */
export const PAYMENT_HISTORY_STATUSES = ['charged', 'failed', 'scheduled', 'cancelled', 'checking'] as const;
export type PaymentHistoryStatus = (typeof PAYMENT_HISTORY_STATUSES)[number];
/**
 * What a charge of the list can be, and so what its Status filter offers; a payment on a date is
 * scheduled or cancelled in the scheduled payments' own section (docs/product/scheduled-payments.md).
 */
export const PAYMENT_HISTORY_CHARGE_STATUSES = ['charged', 'failed', 'checking'] as const satisfies readonly PaymentHistoryStatus[];

/** How a status reads on the page, in the CSV file and on the receipt PDF. */
export const PAYMENT_HISTORY_STATUS_LABELS: Record<PaymentHistoryStatus, string> = {
  charged: 'Charged',
  failed: 'Failed',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  checking: 'Checking with the ERP',
};

/** Most lines one page may ask for; the export reads the same filter page by page. */
export const PAYMENT_HISTORY_MAX_LIMIT = 100;
export const PAYMENT_HISTORY_DEFAULT_LIMIT = 25;
