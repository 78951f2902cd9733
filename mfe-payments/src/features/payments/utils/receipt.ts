import {
  erpCents,
  stripLeadingZeros,
  totalCents,
  type DepositRequest,
  type PaymentRequest,
  type ReceiptBasis,
  type ReceiptLine,
} from 'shared';
import { methodName } from '../../../lib/payment-method';
import type { LastPayment } from '../types/last-payment';
import { authorizationOf, lineAmount } from './amount-paid';

/*
 * The status page's view of a receipt (docs/product/checkout-and-payments.md#receipts). The receipt
 * mail is built by the API server from the same fields (ReceiptBasis); this page keeps its own
 * few lines of it, so /login and the invoice list do not load the server's receipt builder.
 */

export function paymentReceiptBasis(body: PaymentRequest): ReceiptBasis {
  return {
    kind: 'payment',
    account: stripLeadingZeros(body.payer_data.customer_number),
    companyCode: body.payer_data.company_code,
    method: methodName(body.payment_detail),
    currency: body.documents[0]?.currency_key ?? 'USD',
    documents: body.documents.map((d) => ({
      billingNumber: stripLeadingZeros(d.billing_document_number),
      financeNumber: stripLeadingZeros(d.document_number_finance),
      currency: d.currency_key,
      openCents: erpCents(d.open_amount),
      sentCents: erpCents(d.amount_to_process),
    })),
  };
}

export function depositReceiptBasis(body: DepositRequest): ReceiptBasis {
  const detail = body.deposit_detail;
  return {
    kind: 'deposit',
    account: stripLeadingZeros(body.payer_data.customer_number),
    companyCode: body.payer_data.company_code,
    method: methodName(body.payment_detail),
    currency: detail.currency_key,
    documents: [{ billingNumber: detail.reference_number.trim(), financeNumber: '', currency: detail.currency_key, openCents: null, sentCents: erpCents(detail.amount_to_process) }],
  };
}

/** Every status line of the last answer, named by the billing number the customer knows. */
export function statusLinesOf(last: LastPayment): ReceiptLine[] {
  const documents = last.receipt?.documents ?? [];
  return last.response.status.map((line) => {
    const finance = stripLeadingZeros(line.document_number_finance ?? '');
    const doc = last.kind === 'deposit' ? documents[0] : documents.find((d) => d.financeNumber === finance);
    const paidCents = lineAmount(last, line);
    return {
      document: doc?.billingNumber || finance,
      succeeded: line.message_type === 'S',
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

const pad = (n: number) => String(n).padStart(2, '0');

/** When the answer came, as MM/DD/YYYY HH:MM in the browser's zone, with the zone's short name. */
export function formatLocalTime(at: Date): string {
  const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}${zone ? ` ${zone}` : ''}`;
}
