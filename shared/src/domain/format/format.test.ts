import { displayRequestDate, endOfMonth, parseRequestDate, toRequestDate } from './dates';
import { erpCents, formatMoney, totalCents } from './money';
import { bareNumber, stripLeadingZeros, truncateLabel } from './text';
import { invoiceKey } from '../rules/invoice-key';

describe('formatting (docs/product/constants.md)', () => {
  it('shows amounts with 2 decimals, thousands separators and the currency sign', () => {
    expect(formatMoney(1234567.5, 'USD')).toBe('$1,234,567.50');
    expect(formatMoney(-12.3, 'CAD')).toBe('-CA$12.30');
    expect(formatMoney(9.999, 'EURO')).toBe('€10.00');
    expect(formatMoney(123456, 'JPY')).toBe('¥123,456');
  });

  it('adds money in cents', () => {
    expect(totalCents([erpCents(0.1), erpCents(0.2)])).toBe(30);
    expect(erpCents(1.005)).toBe(101);
  });

  it('uses MM-DD-YYYY for requests and MM/DD/YYYY for display', () => {
    expect(toRequestDate(new Date(2026, 0, 5))).toBe('01-05-2026');
    expect(displayRequestDate('12-31-2026')).toBe('12/31/2026');
    expect(parseRequestDate('02-30-2026')).toBeNull();
    expect(endOfMonth(2, 2028)).toBe('02-29-2028');
  });

  it('normalizes numbers, truncates labels and builds invoice keys', () => {
    expect(stripLeadingZeros('0000100100')).toBe('100100');
    expect(bareNumber(' 0000100100 ')).toBe('100100');
    expect(bareNumber('000')).toBe('0');
    expect(bareNumber(undefined)).toBe('');
    expect(truncateLabel('100100 - Summit Tower Management LLC')).toBe('100100 - Summit Tower Ma...');
    expect(truncateLabel('short')).toBe('short');
    expect(invoiceKey('90001', '1400001')).toBe('90001__1400001');
  });
});
