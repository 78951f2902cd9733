import { receiptLines, type ReceiptBasis, type ReceiptLine } from 'shared';
import type { LastPayment } from '../types/last-payment';

/**
 * What the receipt knows of what was sent: the payment's own basis, or, for a status kept from
 * before receipts, what the summary still tells (amounts by finance number, no balances).
 */
export function receiptBasisOf(last: LastPayment): ReceiptBasis {
  if (last.receipt) return last.receipt;
  const documents =
    last.kind === 'deposit'
      ? [{ billingNumber: '', financeNumber: '', currency: last.currency, openCents: null, sentCents: last.totalCents }]
      : Object.entries(last.amountCents).map(([financeNumber, sentCents]) => ({ billingNumber: '', financeNumber, currency: last.currency, openCents: null, sentCents }));
  return { kind: last.kind, account: '', companyCode: '', method: '', currency: last.currency, documents };
}

/** Every status line of the last answer, named by the billing number the customer knows. */
export const statusLinesOf = (last: LastPayment): ReceiptLine[] => receiptLines(receiptBasisOf(last), last.response);
