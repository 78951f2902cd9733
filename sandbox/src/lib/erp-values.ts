/**
 * How the ERP writes its values on the wire (docs/product/invoices.md, docs/product/constants.md):
 * dates as MM-DD-YYYY, customer and document numbers padded with zeros, amounts as JSON numbers
 * with at most 2 decimals. The stand-in reads and writes them itself rather than with the portal's
 * helpers, so a portal that reads the wire format wrongly is caught by an end-to-end test instead
 * of agreeing with itself (eslint.config.mjs restricts what sandbox/ imports from shared).
 */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A number without its leading zeros; all zeros is '0'. */
export function unpadded(value: string): string {
  const stripped = value.replace(/^0+/, '');
  return stripped === '' && value !== '' ? '0' : stripped;
}

/** A date as the ERP writes it: MM-DD-YYYY (local date). */
export function erpDate(date: Date): string {
  return `${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}-${date.getFullYear()}`;
}

/** MM-DD-YYYY (or MM/DD/YYYY, as people type it) as a local date; null when it is no real date. */
export function readErpDate(value: string): Date | null {
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A date of the ERP as printed on its PDFs: MM/DD/YYYY; anything else as it is. */
export function printedDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = readErpDate(value);
  return date ? `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}` : value;
}

/** The last day of a month, as MM-DD-YYYY: a card's valid_to (docs/product/payment-methods.md). */
export function lastDayOf(month: number, year: number): string {
  return erpDate(new Date(year, month, 0));
}

/** Why a JSON amount is refused: more than 2 decimals, or beyond what the ERP books. */
export type AmountProblem = 'too_many_decimals' | 'too_large';

/** The largest amount the ERP books, in cents (docs/product/constants.md: 999,999,999.99). */
export const LARGEST_AMOUNT_CENTS = 99_999_999_999;

/**
 * A JSON amount in cents, read from its decimal spelling (the number's shortest text), never by
 * multiplying a binary fraction: 0.1 + 0.2 arrives as 0.30000000000000004 and is refused.
 */
export function amountCents(value: number): { ok: true; cents: number } | { ok: false; problem: AmountProblem } {
  if (!Number.isFinite(value)) return { ok: false, problem: 'too_large' };
  const text = String(Math.abs(value));
  if (/e-/i.test(text)) return { ok: false, problem: 'too_many_decimals' };
  if (/e/i.test(text)) return { ok: false, problem: 'too_large' };
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > 2) return { ok: false, problem: 'too_many_decimals' };
  if (whole.length > String(LARGEST_AMOUNT_CENTS).length - 2) return { ok: false, problem: 'too_large' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > LARGEST_AMOUNT_CENTS) return { ok: false, problem: 'too_large' };
  return { ok: true, cents: value < 0 && cents !== 0 ? -cents : cents };
}

/** An amount the ERP holds itself (always whole cents) in cents; throws on one it could not have booked. */
export function heldCents(value: number): number {
  const read = amountCents(value);
  if (!read.ok) throw new Error(`${value} is not an amount the ERP books (${read.problem})`);
  return read.cents;
}

/** Cents as the JSON number of an amount: an exact integer divided once is the nearest double. */
export const centsNumber = (cents: number): number => cents / 100;

/** Cents as a plain decimal: '-1234.50'. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${pad2(abs % 100)}`;
}

/** Cents with thousands separators, as the ERP prints amounts on its PDFs: '1,234.50'. */
export function groupedCents(cents: number): string {
  const [whole = '0', fraction = '00'] = centsText(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** An amount the ERP holds, printed like groupedCents. */
export const groupedAmount = (value: number): string => groupedCents(heldCents(value));
