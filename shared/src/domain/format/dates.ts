/** docs/product/constants.md: requests use MM-DD-YYYY, display uses MM/DD/YYYY. */
const pad = (n: number) => String(n).padStart(2, '0');

export function toRequestDate(date: Date): string {
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
}

export function toDisplayDate(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Parses MM-DD-YYYY (or MM/DD/YYYY) into a local date; null when it is not a real date. */
export function parseRequestDate(value: string): Date | null {
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** A request date (MM-DD-YYYY) shown as MM/DD/YYYY; anything unparsable is shown as it is. */
export function displayRequestDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseRequestDate(value);
  return date ? toDisplayDate(date) : value;
}

/** The last day of an expiry month, as MM-DD-YYYY (docs/product/invoices.md valid_to). */
export function endOfMonth(month: number, year: number): string {
  return toRequestDate(new Date(year, month, 0));
}

export const EARLIEST_REQUEST_DATE = '01-01-1900';
export const LATEST_REQUEST_DATE = '01-01-9999';
