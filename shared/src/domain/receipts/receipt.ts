import type { PaymentResponse, PaymentStatusLine } from '../endpoints/types/payments';
import { erpCents, totalCents } from '../format/money';
import { stripLeadingZeros } from '../format/text';
import { erpOutcome } from '../rules/erp-outcome';

/**
 * What a receipt says, built from what was sent and what the ERP answered
 * (docs/product/checkout-and-payments.md#receipts). The API server builds the receipt mail with
 * these; the status page reads the same fields (ReceiptBasis, ReceiptLine) with a few lines of its own.
 */

/** One document as it was sent: the billing number the customer knows and its amounts, in cents. */
export interface ReceiptDocument {
  billingNumber: string;
  financeNumber: string;
  currency: string;
  /** Null where it is not known (a deposit, or a status kept from before receipts). */
  openCents: number | null;
  sentCents: number;
}

/** What the request of a payment or deposit tells a receipt. */
export interface ReceiptBasis {
  kind: 'payment' | 'deposit';
  /** The payer account, without leading zeros. */
  account: string;
  companyCode: string;
  /** 'Visa ending with *1111'. */
  method: string;
  currency: string;
  documents: ReceiptDocument[];
}

/** One status line of the answer, named as the customer knows the document. */
export interface ReceiptLine {
  document: string;
  succeeded: boolean;
  message: string;
  /** What the line paid, in cents; null when it paid nothing. */
  paidCents: number | null;
  /** What is still open on the document after it; null for a deposit or a line that paid nothing. */
  remainingCents: number | null;
  currency: string;
  authorization: string;
}

const same = (a: string | undefined, b: string | undefined) => stripLeadingZeros(a ?? '') === stripLeadingZeros(b ?? '');

/** The document a status line is about: by its finance number, else by its position. */
function documentOf(basis: ReceiptBasis, line: PaymentStatusLine): ReceiptDocument | undefined {
  if (basis.kind === 'deposit') return basis.documents[0];
  return basis.documents.find((d) => same(d.financeNumber, line.document_number_finance)) ?? basis.documents[line.index_number - 1];
}

/** What a line paid: the ERP's payed amounts for its document, else the amount sent for it. */
function paidOf(basis: ReceiptBasis, response: PaymentResponse, line: PaymentStatusLine, doc: ReceiptDocument | undefined): number {
  const payed = basis.kind === 'deposit' ? response.payed.slice(0, 1) : response.payed.filter((p) => same(p.document_number_finance, line.document_number_finance));
  const own = payed.filter((p) => typeof p.amount === 'number');
  if (own.length > 0) return totalCents(own.map((p) => erpCents(p.amount!)));
  return doc?.sentCents ?? 0;
}

function authorizationOf(basis: ReceiptBasis, response: PaymentResponse, line: PaymentStatusLine): string {
  const payed = basis.kind === 'deposit' ? response.payed[0] : response.payed.find((p) => same(p.document_number_finance, line.document_number_finance));
  return line.authorization_reference_code || payed?.authorization_reference_code || '';
}

/** Every status line of the answer, in the ERP's order. */
export function receiptLines(basis: ReceiptBasis, response: PaymentResponse): ReceiptLine[] {
  return response.status.map((line) => {
    const doc = documentOf(basis, line);
    // Only S confirms a charge (docs/architecture/erp-status.md).
    const succeeded = erpOutcome(line, 'confirm') === 'ok';
    const paidCents = succeeded ? paidOf(basis, response, line, doc) : null;
    return {
      document: doc?.billingNumber || stripLeadingZeros(line.document_number_finance ?? '') || (basis.kind === 'deposit' ? 'Deposit' : ''),
      succeeded,
      message: line.message_line_string,
      paidCents,
      remainingCents: basis.kind === 'payment' && doc && doc.openCents !== null && paidCents !== null ? doc.openCents - paidCents : null,
      currency: doc?.currency || basis.currency,
      authorization: authorizationOf(basis, response, line),
    };
  });
}

/** The totals of the lines that paid: what was paid and what stays open on those documents. */
export function receiptTotals(lines: readonly ReceiptLine[]): { paidCents: number; remainingCents: number | null } {
  const paid = lines.filter((l) => l.paidCents !== null);
  const remaining = paid.filter((l) => l.remainingCents !== null);
  return {
    paidCents: totalCents(paid.map((l) => l.paidCents!)),
    remainingCents: remaining.length > 0 ? totalCents(remaining.map((l) => l.remainingCents!)) : null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A receipt mail's moment, MM/DD/YYYY HH:MM in UTC: its reader's zone is not known. */
export function formatReceiptTime(at: Date): string {
  return `${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCDate())}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}
