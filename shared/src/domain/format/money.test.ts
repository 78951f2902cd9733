import { AMOUNT_LIMITS } from '../constants/domain';
import {
  addCents,
  centsToDecimal,
  centsToInput,
  centsToNumber,
  currencyDecimals,
  erpCents,
  formatAmountCents,
  formatCents,
  MoneyError,
  parseCents,
  toCents,
  totalCents,
} from './money';

describe('parseCents: typed amounts to integer cents', () => {
  it.each([
    ['12.5', 1250],
    [' 12.50 ', 1250],
    ['.5', 50],
    ['7.', 700],
    ['+3', 300],
    ['-40.00', -4000],
    ['0', 0],
    ['-0', 0],
    ['000123.45', 12345],
    ['999999999.99', 99_999_999_999],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseCents(text)).toEqual({ ok: true, cents });
  });

  it('reads JSON numbers through their decimal spelling', () => {
    expect(parseCents(12.34)).toEqual({ ok: true, cents: 1234 });
    expect(parseCents(-0.5)).toEqual({ ok: true, cents: -50 });
    expect(parseCents(0.1 + 0.2)).toMatchObject({ ok: false, problem: 'too_many_decimals' });
    expect(parseCents(1e-7)).toMatchObject({ ok: false, problem: 'too_many_decimals' });
    expect(parseCents(Number.NaN)).toMatchObject({ ok: false, problem: 'not_a_number' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not_a_number'],
    ['1,000', 'not_a_number'],
    ['.', 'not_a_number'],
    ['1e5', 'not_a_number'],
    ['1.234', 'too_many_decimals'],
    ['1.230', 'too_many_decimals'],
  ])('refuses %p (%s)', (text, problem) => {
    expect(parseCents(text)).toMatchObject({ ok: false, problem });
  });

  it.each([
    ['1000000000.00', 1],
    ['99999999999999999999', 1],
    ['99999999999999999999999999999999', 1],
    ['123456789012345.67', 1],
    ['-99999999999999999999', -1],
  ])('refuses %p as too large, on its side of zero', (text, sign) => {
    expect(parseCents(text)).toEqual({ ok: false, problem: 'too_large', sign });
  });

  it('refuses the probe values as JSON numbers too', () => {
    expect(parseCents(JSON.parse('99999999999999999999') as number)).toMatchObject({ ok: false, problem: 'too_large', sign: 1 });
    expect(parseCents(1e32)).toMatchObject({ ok: false, problem: 'too_large' });
    expect(parseCents(JSON.parse('123456789012345.67') as number)).toMatchObject({ ok: false, problem: 'too_large' });
    expect(parseCents(Number.POSITIVE_INFINITY)).toMatchObject({ ok: false, problem: 'too_large' });
  });

  it('takes a lower ceiling when given one', () => {
    expect(parseCents('1000000.00', AMOUNT_LIMITS.depositMaximumCents)).toEqual({ ok: true, cents: 100_000_000 });
    expect(parseCents('1000000.01', AMOUNT_LIMITS.depositMaximumCents)).toMatchObject({ ok: false, problem: 'too_large' });
  });

  it('throws a clear error where an amount is a must', () => {
    expect(toCents('99.99')).toBe(9999);
    expect(() => toCents('1.234')).toThrow(new MoneyError('too_many_decimals', '1.234'));
    expect(() => toCents('1.234')).toThrow('"1.234" is not an amount: it has more than 2 decimals');
    expect(() => toCents('99999999999999999999')).toThrow(MoneyError);
  });
});

describe("erpCents: the ERP's JSON numbers to cents", () => {
  it('reads the decimal the ERP meant, rounding a third decimal half away from zero', () => {
    expect(erpCents(250.5)).toBe(25050);
    expect(erpCents(-40)).toBe(-4000);
    expect(erpCents(0.1 + 0.2)).toBe(30);
    expect(erpCents(1.005)).toBe(101);
    expect(erpCents(-1.005)).toBe(-101);
    expect(erpCents(9.994)).toBe(999);
    expect(erpCents(1e-9)).toBe(0);
    expect(erpCents(-0)).toBe(0);
  });

  it('refuses what is no amount at all', () => {
    expect(() => erpCents(Number.NaN)).toThrow(MoneyError);
    expect(() => erpCents(1e20)).toThrow(MoneyError);
    expect(() => erpCents(Number.POSITIVE_INFINITY)).toThrow(MoneyError);
  });
});

describe('cents out: numbers, decimals, sums and display', () => {
  it('gives the exact decimal back', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(JSON.stringify(centsToNumber(99_999_999_999))).toBe('999999999.99');
    expect(JSON.stringify(centsToNumber(99_999_999))).toBe('999999.99');
    expect(JSON.stringify(centsToNumber(12_345))).toBe('123.45');
    expect(() => centsToNumber(0.5)).toThrow(MoneyError);
  });

  it('adds exactly and refuses a sum that would lose cents', () => {
    expect(addCents(10, 20)).toBe(30);
    expect(totalCents([1, 2, 3, -6])).toBe(0);
    expect(totalCents([])).toBe(0);
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(MoneyError);
  });

  it('formats cents with separators and the currency sign', () => {
    expect(formatCents(123456750, 'USD')).toBe('$1,234,567.50');
    expect(formatCents(-1230, 'CAD')).toBe('-CA$12.30');
    expect(formatCents(1000, 'EURO')).toBe('€10.00');
    expect(formatAmountCents(100_000_000)).toBe('1,000,000.00');
    expect(formatAmountCents(-99_999_999_999)).toBe('-999,999,999.99');
  });

  it('shows each currency with its own symbol and minor units', () => {
    expect(formatCents(123456750, 'USD')).toBe('$1,234,567.50');
    // Not the brand's currency: Canadian dollars are never taken for US ones.
    expect(formatCents(123456750, 'CAD')).toBe('CA$1,234,567.50');
    expect(formatCents(123456750, 'EURO')).toBe('€1,234,567.50');
    expect(formatCents(123456750, 'EUR')).toBe('€1,234,567.50');
    // Yen have no minor unit: no decimals, and never '.00'.
    expect(formatCents(12_345_600, 'JPY')).toBe('¥123,456');
    expect(formatCents(-800_000, 'jpy')).toBe('-¥8,000');
    expect(formatCents(0, 'JPY')).toBe('¥0');
  });

  it('formats the exact decimal, never a binary fraction', () => {
    // 2^53 - 1 cents is beyond what a double divided by 100 shows exactly.
    expect(formatCents(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
    expect(formatCents(1, 'USD')).toBe('$0.01');
    expect(formatCents(-5, 'EURO')).toBe('-€0.05');
    // Half a yen rounds away from zero, as the ERP rounds.
    expect(formatCents(150, 'JPY')).toBe('¥2');
    expect(formatCents(-150, 'JPY')).toBe('-¥2');
  });

  it('shows a code Intl does not take as a plain amount', () => {
    expect(formatCents(1234, '')).toBe('12.34');
    expect(formatCents(-1234, 'not a code')).toBe('-12.34');
  });
});

describe('a currency\'s minor units', () => {
  it('knows JPY has no decimals and the others two (EURO as the ERP spells it, an unknown code too)', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('CAD')).toBe(2);
    expect(currencyDecimals('EURO')).toBe(2);
    expect(currencyDecimals('')).toBe(2);
    expect(currencyDecimals(undefined)).toBe(2);
  });

  it('fills a pay-amount field in those units, keeping decimals a whole-unit currency cannot hold', () => {
    expect(centsToInput(12_345_600, 'JPY')).toBe('123456');
    expect(centsToInput(-50_000, 'JPY')).toBe('-500');
    expect(centsToInput(12_345_650, 'JPY')).toBe('123456.50');
    expect(centsToInput(120_178, 'USD')).toBe('1201.78');
    expect(centsToInput(100, 'EURO')).toBe('1.00');
  });
});
