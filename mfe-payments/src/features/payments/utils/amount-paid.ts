import { stripLeadingZeros, sumCents, type PaymentStatusLine } from 'shared';
import type { LastPayment } from '../types/last-payment';

const sameDocument = (a: string | undefined, b: string | undefined) => stripLeadingZeros(a ?? '') === stripLeadingZeros(b ?? '');

/**
 * What one payed line paid: its own amount, or (when the ERP sends none) the amount sent for that
 * document; a deposit's line falls back to the deposit's amount.
 */
function payedAmount(last: LastPayment, line: LastPayment['response']['payed'][number]): number {
  return line.amount ?? last.amounts[stripLeadingZeros(line.document_number_finance ?? '')] ?? (last.kind === 'deposit' ? last.total : 0);
}

/** The amounts actually paid: the sum of the ERP's payed lines. */
export function amountPaid(last: LastPayment): number {
  return sumCents(last.response.payed.map((line) => payedAmount(last, line)));
}

/** What a successful status line paid, or null for a line that paid nothing. */
export function lineAmount(last: LastPayment, line: PaymentStatusLine): number | null {
  if (line.message_type !== 'S') return null;
  const payed = last.response.payed.filter((p) => sameDocument(p.document_number_finance, line.document_number_finance));
  return payed.length > 0 ? sumCents(payed.map((p) => payedAmount(last, p))) : null;
}

export const authorizationOf = (last: LastPayment, line: PaymentStatusLine): string =>
  line.authorization_reference_code ||
  last.response.payed.find((p) => sameDocument(p.document_number_finance, line.document_number_finance))?.authorization_reference_code ||
  '';

export const firstLineSucceeded = (last: LastPayment): boolean => last.response.status[0]?.message_type === 'S';
export const anyLineSucceeded = (last: LastPayment): boolean =>
  last.response.status.some((line) => line.message_type === 'S');
