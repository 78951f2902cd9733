import { erpCents, stripLeadingZeros, totalCents, type PaymentStatusLine } from 'shared';
import { erpOutcome } from 'shared/payments';
import type { LastPayment } from '../types/last-payment';

/** A status line the ERP confirmed as charged: only S (docs/architecture/erp-status.md). */
export const lineCharged = (line: PaymentStatusLine): boolean => erpOutcome(line, 'confirm') === 'ok';

const sameDocument = (a: string | undefined, b: string | undefined) => stripLeadingZeros(a ?? '') === stripLeadingZeros(b ?? '');

/**
 * What one payed line paid, in cents: its own amount, or (when the ERP sends none) the amount sent
 * for that document; a deposit's line falls back to the deposit's amount.
 */
function payedCents(last: LastPayment, line: LastPayment['response']['payed'][number]): number {
  if (typeof line.amount === 'number') return erpCents(line.amount);
  return last.amountCents[stripLeadingZeros(line.document_number_finance ?? '')] ?? (last.kind === 'deposit' ? last.totalCents : 0);
}

/** The amounts actually paid, in cents: the sum of the ERP's payed lines. */
export function amountPaid(last: LastPayment): number {
  return totalCents(last.response.payed.map((line) => payedCents(last, line)));
}

/** What a successful status line paid, in cents, or null for a line that paid nothing. */
export function lineAmount(last: LastPayment, line: PaymentStatusLine): number | null {
  if (!lineCharged(line)) return null;
  const payed = last.response.payed.filter((p) => sameDocument(p.document_number_finance, line.document_number_finance));
  return payed.length > 0 ? totalCents(payed.map((p) => payedCents(last, p))) : null;
}

export const authorizationOf = (last: LastPayment, line: PaymentStatusLine): string =>
  line.authorization_reference_code ||
  last.response.payed.find((p) => sameDocument(p.document_number_finance, line.document_number_finance))?.authorization_reference_code ||
  '';

export const firstLineSucceeded = (last: LastPayment): boolean => erpOutcome(last.response.status[0], 'confirm') === 'ok';
export const anyLineSucceeded = (last: LastPayment): boolean =>
  last.response.status.some(lineCharged);
