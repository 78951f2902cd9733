import { toRequestDate } from 'shared';

/**
 * Native date inputs speak YYYY-MM-DD; requests speak MM-DD-YYYY (docs/product/constants.md). These helpers work
 * in local time, like the inputs do, so a date never shifts by a day around midnight UTC.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** YYYY-MM-DD (a date input's value) as MM-DD-YYYY; '' when it is not a date. */
export function isoToRequestDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? toRequestDate(date) : '';
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** docs/product/invoices.md Due filter: closing the picker with no date means 31 December of the current year. */
export function endOfYearIso(today: Date): string {
  return `${today.getFullYear()}-12-31`;
}

/** MM-DD-YYYY as YYYYMMDD, which sorts and compares as a plain string; '' when missing. */
export function requestDateKey(value: string | null | undefined): string {
  if (!value || value.length < 10) return '';
  return `${value.slice(6, 10)}${value.slice(0, 2)}${value.slice(3, 5)}`;
}
