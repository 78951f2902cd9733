import type { PaymentHistoryEntry } from 'shared/server';
import { PAYMENT_HISTORY_STATUS_LABELS, centsToDecimal } from 'shared/server';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: a document number or a name typed as '=HYPERLINK(...)' would run on the customer's
 * machine (CSV injection). Such a cell gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe, quoted when it holds a quote, a comma or a line break (RFC 4180). */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const HISTORY_CSV_HEADER = ['Date', 'Kind', 'Account', 'Amount', 'Currency', 'Method', 'Documents', 'Status', 'Made by staff'] as const;

/**
 * One line of the remittance file. The amount is a plain decimal (1234.50), never a float's
 * rounding, so a spreadsheet sums it exactly.
 */
export function historyCsvRow(entry: PaymentHistoryEntry): string {
  return csvLine([
    entry.At,
    entry.Kind,
    entry.Account,
    centsToDecimal(entry.AmountCents),
    entry.Currency,
    entry.Method,
    entry.Documents.join(' '),
    PAYMENT_HISTORY_STATUS_LABELS[entry.Status],
    entry.ActedBy ?? '',
  ]);
}
