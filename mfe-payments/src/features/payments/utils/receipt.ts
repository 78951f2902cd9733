import { stripLeadingZeros, totalCents, type ReceiptLine } from 'shared';
import type { LastPayment } from '../types/last-payment';
import { authorizationOf, lineAmount, lineCharged } from './amount-paid';

/*
 * The status page's view of a receipt (docs/product/checkout-and-payments.md#receipts): its basis
 * is the shared one the API server's receipt mail is built from ('shared/payments'); the lines
 * come from the answer this page holds.
 */

/** Every status line of the last answer, named by the billing number the customer knows. */
export function statusLinesOf(last: LastPayment): ReceiptLine[] {
  const documents = last.receipt?.documents ?? [];
  return last.response.status.map((line) => {
    const finance = stripLeadingZeros(line.document_number_finance ?? '');
    const doc = last.kind === 'deposit' ? documents[0] : documents.find((d) => d.financeNumber === finance);
    const paidCents = lineAmount(last, line);
    return {
      document: doc?.billingNumber || finance,
      succeeded: lineCharged(line),
      message: line.message_line_string,
      paidCents,
      remainingCents: last.kind === 'payment' && doc?.openCents != null && paidCents !== null ? doc.openCents - paidCents : null,
      currency: doc?.currency || last.currency,
      authorization: authorizationOf(last, line),
    };
  });
}

/** What stays open on the documents that were paid; null when nothing tells (a deposit). */
export function remainingOf(lines: readonly ReceiptLine[]): number | null {
  const known = lines.filter((l) => l.succeeded && l.remainingCents !== null);
  return known.length > 0 ? totalCents(known.map((l) => l.remainingCents!)) : null;
}

// The status page and the payment history write a moment alike.
export { formatLocalTime } from '../../../lib/local-time';
