import { VALIDATION, isCredit, type SelectedInvoice } from 'shared';
import { validatePayAmount, validateRowReason } from 'shared/payments';
import type { InvoiceRules } from '../types/invoice-rules';

export interface InvoiceRowState {
  credit: boolean;
  /** docs/product/checkout-and-payments.md: read-only when neither partial nor over payment is allowed, or for a credit. */
  readOnly: boolean;
  amountError: string | null;
  reasonCodeError: string | null;
  commentError: string | null;
}

/** The per-invoice rules of docs/product/checkout-and-payments.md, from the shared payment-rules the server also runs. */
export function amountErrorOf(amount: string, invoice: SelectedInvoice, rules: InvoiceRules): string | null {
  return validatePayAmount({
    amount,
    openAmount: invoice.document.open_amount,
    currency: invoice.document.currency_key,
    partialAllowed: rules.partialAllowed,
    overpaymentAllowed: rules.overpaymentAllowed,
  });
}

export function invoiceRowState(invoice: SelectedInvoice, rules: InvoiceRules): InvoiceRowState {
  const credit = isCredit(invoice.document.open_amount);
  const reason = validateRowReason({
    amount: invoice.amount,
    openAmount: invoice.document.open_amount,
    reasonCode: invoice.reason,
    comment: invoice.comment,
    reasonsRequired: rules.reasonsRequired,
    reasonCodes: rules.reasonCodes,
  });
  return {
    credit,
    readOnly: credit || (!rules.partialAllowed && !rules.overpaymentAllowed),
    amountError: amountErrorOf(invoice.amount, invoice, rules),
    reasonCodeError: reason === VALIDATION.payAmount.reasonCodeRequired ? reason : null,
    commentError: reason === VALIDATION.payAmount.reasonRequired ? reason : null,
  };
}
