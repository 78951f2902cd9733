import type { ErpDocument } from '../endpoints/types/erp';
import { erpCents } from '../format/money';

/** A negative open amount is a credit. */
export function isCredit(openAmount: number): boolean {
  return erpCents(openAmount) < 0;
}

export type DocumentStatus = 'Credit' | 'Open' | 'Cleared';

/** The Status column: Credit (negative open amount), Open (positive) or Cleared (nothing open). */
export function documentStatus(d: Pick<ErpDocument, 'open_amount'>): DocumentStatus {
  const open = erpCents(d.open_amount);
  if (open < 0) return 'Credit';
  return open > 0 ? 'Open' : 'Cleared';
}

/** A document flagged read_only_flag X cannot be selected for payment. */
export const isReadOnly = (d: Pick<ErpDocument, 'read_only_flag'>): boolean => d.read_only_flag === 'X';

/** What the invoice list lets a customer tick (Pay checkbox, Select All). */
export const isSelectable = (d: Pick<ErpDocument, 'read_only_flag'>): boolean => !isReadOnly(d);

type PayableFields = Pick<
  ErpDocument,
  'open_amount' | 'read_only_flag' | 'item_is_a_payment' | 'clearing_document_number_finance'
>;

/**
 * Why a document cannot take a payment line, or null when it can: 'cleared' when nothing is open
 * (a payment document, a cleared item, an open amount of zero), 'read_only' when flagged X. A
 * credit can: it is used with its negative open amount.
 */
export function paymentBlock(d: Partial<PayableFields> & Pick<PayableFields, 'open_amount'>): 'cleared' | 'read_only' | null {
  if (d.item_is_a_payment === 'X' || (d.clearing_document_number_finance ?? '').trim() !== '' || erpCents(d.open_amount) === 0) {
    return 'cleared';
  }
  return d.read_only_flag === 'X' ? 'read_only' : null;
}

/** True when a payment may carry a line for the document (credits included). */
export const canBePaid = (d: Partial<PayableFields> & Pick<PayableFields, 'open_amount'>): boolean => paymentBlock(d) === null;

/** 'Pay This Invoice' is offered for an invoice that can be paid and is not a credit. */
export const canPayThisInvoice = (d: Partial<PayableFields> & Pick<PayableFields, 'open_amount'>): boolean =>
  canBePaid(d) && !isCredit(d.open_amount);
