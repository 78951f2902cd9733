import type { ErpDocument, ErpPaymentReasonCode } from '../endpoints/types/erp';
import type { PaymentDocument } from '../endpoints/types/payments';
import { centsToNumber, toCents } from '../format/money';
import { findReason } from './reason-codes';

/** What a payment line takes of a document: the ERP's own (server) or the selection's copy of it (page). */
export type PaymentLineSource = Pick<
  ErpDocument,
  | 'billing_document_number'
  | 'document_number_finance'
  | 'line_item_in_the_relevant_invoice'
  | 'fiscal_year_of_the_relevant_invoice'
  | 'open_amount'
  | 'currency_key'
  | 'reference_number'
> & { zzcustom?: PaymentDocument['zzcustom'] };

/** What the customer chose for one selected invoice on the checkout page. */
export interface PaymentLineChoice {
  /** The amount to pay, already passed by the pay rules (at most 2 decimals, under its ceiling). */
  amount: string | number;
  reasonCode?: string | null;
  comment?: string | null;
}

/**
 * One line of POST /api/invoice/payments (docs/architecture/payments.md#what-is-sent-to-the-erp)
 * from the invoice's document and what was chosen for it. The page builds its request with it, and
 * the API server rebuilds the line the ERP is sent with it from the ERP's own document, so both
 * say the same of a document. The amount is written as the ERP's JSON number exactly (via cents);
 * the reason's description is the configured text of its code, what the customer typed is the
 * comment.
 */
export function paymentLineOf(
  document: PaymentLineSource,
  choice: PaymentLineChoice,
  reasonCodes: readonly Pick<ErpPaymentReasonCode, 'reason_code' | 'description'>[],
): PaymentDocument {
  const code = (choice.reasonCode ?? '').trim();
  return {
    billing_document_number: document.billing_document_number,
    document_number_finance: document.document_number_finance,
    line_item_in_the_relevant_invoice: document.line_item_in_the_relevant_invoice,
    fiscal_year_of_the_relevant_invoice: document.fiscal_year_of_the_relevant_invoice,
    open_amount: document.open_amount,
    amount_to_process: centsToNumber(toCents(choice.amount)),
    currency_key: document.currency_key,
    reason_code: code,
    reason_description: findReason(reasonCodes, code)?.description ?? '',
    comment: (choice.comment ?? '').trim(),
    reference_number: document.reference_number,
    zzcustom: document.zzcustom ?? {},
  };
}
