import { AMOUNT_LIMITS, BRAND_CURRENCY } from '../constants/domain';

/**
 * The one money module of the portal. An amount is held as integer cents (hundredths of the
 * currency unit) from the moment it is read: typed text is parsed digit by digit, the ERP's JSON
 * numbers are read through their decimal spelling, and no binary fraction ever carries an amount.
 * Every amount has a ceiling, so cents stay exact integers and sums of them too.
 */

/** Why a text or number is not an amount. */
export type MoneyProblem = 'empty' | 'not_a_number' | 'too_many_decimals' | 'too_large';

export type CentsResult =
  | { ok: true; cents: number }
  /** `sign` tells on which side a too large amount lies, so it can still be compared. */
  | { ok: false; problem: MoneyProblem; sign: 1 | -1 };

/** Thrown where a value must be an amount and is not; the message names the value and the rule. */
export class MoneyError extends Error {
  readonly problem: MoneyProblem;

  constructor(problem: MoneyProblem, input: unknown) {
    super(`${JSON.stringify(String(input))} is not an amount: ${PROBLEM_TEXTS[problem]}`);
    this.name = 'MoneyError';
    this.problem = problem;
  }
}

const PROBLEM_TEXTS: Record<MoneyProblem, string> = {
  empty: 'it is empty',
  not_a_number: 'it is not a number',
  too_many_decimals: 'it has more than 2 decimals',
  too_large: 'it is above the largest amount the portal takes',
};

/** The digits of an amount, as typed: optional sign, digits, optional point and decimals. */
const AMOUNT_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Above this, the ERP's numbers are beyond the range where a double still tells every cent apart;
 * far above any ceiling of AMOUNT_LIMITS.
 */
const ERP_MAXIMUM_CENTS = 2 ** 52;

const fail = (problem: MoneyProblem, sign: 1 | -1 = 1): CentsResult => ({ ok: false, problem, sign });
const normal = (cents: number) => (cents === 0 ? 0 : cents);

function parseText(text: string, maximumCents: number): CentsResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty');
  const match = AMOUNT_TEXT.exec(trimmed);
  const [, signText = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return fail('not_a_number');
  const sign = signText === '-' ? -1 : 1;
  if (fraction.length > 2) return fail('too_many_decimals', sign);
  const digits = whole.replace(/^0+/, '');
  // Counted before any conversion: a long string never becomes an inexact number.
  if (digits.length > String(maximumCents).length) return fail('too_large', sign);
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > maximumCents) return fail('too_large', sign);
  return { ok: true, cents: normal(sign * cents) };
}

/**
 * An amount as typed (or as a JSON number of a request body) in cents: at most 2 decimals and at
 * most `maximumCents` either side of zero. A number is read through its shortest decimal
 * spelling, so 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded.
 */
export function parseCents(
  input: string | number | null | undefined,
  maximumCents: number = AMOUNT_LIMITS.maximumCents,
): CentsResult {
  if (input === null || input === undefined) return fail('empty');
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return fail(Number.isNaN(input) ? 'not_a_number' : 'too_large', input < 0 ? -1 : 1);
    const text = String(input);
    // 1e+21 and 1e-7: either far too large or far too precise.
    if (/e/i.test(text)) return fail(Math.abs(input) >= 1 ? 'too_large' : 'too_many_decimals', input < 0 ? -1 : 1);
    return parseText(text, maximumCents);
  }
  return parseText(String(input), maximumCents);
}

/** Like parseCents, but throws a MoneyError for anything that is not an amount. */
export function toCents(input: string | number, maximumCents: number = AMOUNT_LIMITS.maximumCents): number {
  const result = parseCents(input, maximumCents);
  if (!result.ok) throw new MoneyError(result.problem, input);
  return result.cents;
}

/**
 * An amount the ERP sent as a JSON number (open_amount, total_amount ...) in cents. The ERP books
 * whole cents; a longer decimal spelling is rounded half away from zero on its decimal digits, so
 * 1.005 is 101 cents, never 100 as binary arithmetic would have it.
 */
export function erpCents(value: number): number {
  if (!Number.isFinite(value)) throw new MoneyError('not_a_number', value);
  const sign = value < 0 ? -1 : 1;
  const text = String(Math.abs(value));
  if (/e-/i.test(text)) return 0;
  if (/e/i.test(text) || Math.abs(value) * 100 >= ERP_MAXIMUM_CENTS) throw new MoneyError('too_large', value);
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return normal(sign * cents);
}

/**
 * Cents as the JSON number the ERP's contract carries. Division by 100 of an exact integer gives
 * the double nearest to the decimal amount, whose JSON spelling is that decimal exactly.
 */
export function centsToNumber(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** Cents as a plain decimal: -1234.5 dollars is '-1234.50'. */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Adds cents; throws when the sum would no longer be an exact integer. */
export function addCents(...values: readonly number[]): number {
  let sum = 0;
  for (const value of values) {
    assertCents(value);
    sum += value;
    if (!Number.isSafeInteger(sum)) throw new MoneyError('too_large', sum);
  }
  return normal(sum);
}

/** The sum of a list of cents. */
export function totalCents(values: readonly number[]): number {
  return addCents(...values);
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new MoneyError(Number.isInteger(cents) ? 'too_large' : 'not_a_number', cents);
}

/** 2 decimals with thousands separators (en locale), without a sign or symbol: '1,234.50'. */
export function formatAmountCents(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
}

const formatters: Record<string, Intl.NumberFormat | null> = {};

/**
 * The en formatter of a currency, with its own minor units (JPY none, most two). The brand's own
 * currency shows the plain '$'; another shows a symbol that tells it apart, so Canadian dollars
 * read 'CA$' and are never taken for the brand's (docs/product/constants.md#amounts). Null for a
 * code Intl does not take.
 */
function currencyFormatter(currency: string): Intl.NumberFormat | null {
  // The ERP spells the euro 'EURO'; Intl knows only the ISO 4217 code.
  const code = currency.trim().toUpperCase().replace(/^EURO$/, 'EUR');
  if (!(code in formatters)) {
    try {
      formatters[code] = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: code === BRAND_CURRENCY ? 'narrowSymbol' : 'symbol' });
    } catch {
      // An empty or malformed code: the amount is shown without a symbol.
      formatters[code] = null;
    }
  }
  return formatters[code] ?? null;
}

const decimalsByCurrency = new Map<string, number>();

/**
 * How many decimals a currency's amounts have: none for JPY, two for most (and where Intl cannot
 * tell). Remembered per code: the selection asks it for every selected invoice on each keystroke.
 */
export function currencyDecimals(currency: string | null | undefined): number {
  const code = currency ?? '';
  let decimals = decimalsByCurrency.get(code);
  if (decimals === undefined) {
    const formatter = currencyFormatter(code);
    decimals = formatter ? (formatter.resolvedOptions().maximumFractionDigits ?? 2) : 2;
    decimalsByCurrency.set(code, decimals);
  }
  return decimals;
}

/**
 * Cents as a pay-amount field holds them, in the currency's minor units: '1234.50' for USD,
 * '123400' for JPY. An amount a whole-unit currency cannot hold keeps its two decimals, so nothing
 * is rounded away unseen (the field's check then refuses it).
 */
export function centsToInput(cents: number, currency: string | null | undefined): string {
  if (currencyDecimals(currency) === 0 && cents % 100 === 0) return String(cents / 100);
  return centsToDecimal(cents);
}

/**
 * Cents (hundredths of the currency's unit, as every amount is held) with the currency's symbol
 * and minor units: '$1,234.50', '-$12.30', '€10.00', '¥123,400'. Intl formats the exact decimal
 * text, never a binary fraction; a currency without decimals rounds half away from zero.
 */
export function formatCents(cents: number, currency = 'USD'): string {
  const formatter = currencyFormatter(currency);
  if (!formatter) return formatAmountCents(cents);
  return formatter.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}

/** An amount of the ERP (a JSON number) as formatAmountCents shows it. */
export function formatAmount(value: number): string {
  return formatAmountCents(erpCents(value));
}

/** An amount of the ERP (a JSON number) with its currency sign, as formatCents shows it. */
export function formatMoney(value: number, currency = 'USD'): string {
  return formatCents(erpCents(value), currency);
}
