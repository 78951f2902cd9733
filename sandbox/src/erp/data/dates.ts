import { erpDate, readErpDate } from '../../lib/erp-values';

const DAY_MS = 86_400_000;

/** Local midnight of the given moment: the demo data is laid out in whole days. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function requestDate(today: Date, offsetDays: number): string {
  return erpDate(addDays(today, offsetDays));
}

/** Whole days from `from` to `to` (both MM-DD-YYYY or Date), immune to DST shifts. */
export function daysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / DAY_MS);
}

/**
 * Days in arrears of an open item on `today`; cleared items and credits have none.
 * Computed when read, so a sandbox left running past midnight stays right.
 */
export function arrearsOn(dueDate: string, openAmount: number, today: Date): number {
  if (openAmount <= 0) return 0;
  const due = readErpDate(dueDate);
  return due ? Math.max(0, daysBetween(due, today)) : 0;
}
