/** Spec §9: 2 decimals, en locale with thousands separators; USD and CAD show $, EURO the euro sign. */
const SYMBOLS: Record<string, string> = { USD: '$', CAD: '$', EUR: '€', EURO: '€' };

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatAmount(value: number): string {
  return twoDecimals.format(value);
}

export function formatMoney(value: number, currency = 'USD'): string {
  const symbol = SYMBOLS[currency.toUpperCase()] ?? '';
  const sign = value < 0 ? '-' : '';
  return `${sign}${symbol}${twoDecimals.format(Math.abs(value))}`;
}

/** Rounds to cents without the binary drift of plain arithmetic (0.1 + 0.2). */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Sums amounts in whole cents, so a long list of invoices adds up exactly. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((cents, v) => cents + Math.round(v * 100), 0) / 100;
}
