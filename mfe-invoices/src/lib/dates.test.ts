import { addDays, endOfYearIso, isoToRequestDate, parseIsoDate, requestDateKey, toIsoDate } from './dates';

describe('dates', () => {
  it('turns a date input value (YYYY-MM-DD) into a request date (MM-DD-YYYY)', () => {
    expect(isoToRequestDate('2026-03-07')).toBe('03-07-2026');
    expect(isoToRequestDate('2026-02-30')).toBe('');
    expect(isoToRequestDate('')).toBe('');
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(parseIsoDate('2026-13-01')).toBeNull();
  });

  it('adds days across months and years in local time', () => {
    expect(toIsoDate(addDays(new Date(2026, 0, 1), -1))).toBe('2025-12-31');
    expect(toIsoDate(addDays(new Date(2026, 1, 28), 365))).toBe('2027-02-28');
  });

  it('gives 31 December of the current year (docs/product/invoices.md Due filter)', () => {
    expect(endOfYearIso(new Date(2026, 5, 1))).toBe('2026-12-31');
  });

  it('compares request dates as YYYYMMDD', () => {
    expect(requestDateKey('12-31-2025')).toBe('20251231');
    expect(requestDateKey('05-14-2026') < requestDateKey('05-15-2026')).toBe(true);
    expect(requestDateKey('')).toBe('');
  });
});
