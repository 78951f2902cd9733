/**
 * The stand-in's own reading of the ERP's rules and value formats (it takes none of them from the
 * portal's shared rules, see src/erp/payments/rules.ts): each checked here against the documents
 * it is written from (docs/product/checkout-and-payments.md, docs/product/constants.md).
 */
import { amountCents, erpDate, groupedCents, lastDayOf, printedDate, readErpDate, unpadded } from '../src/lib/erp-values';
import { findCompany, type Company } from '../src/erp/data/companies';
import { acceptsMethod, cvvProblem, paymentRules, reasonProblem, requestedMinor, type PaymentRules } from '../src/erp/payments/rules';
import { accountValid, brandOf, luhnValid, parseExpiry, routingValid } from '../src/tokenizer/cards';

const company = (code: string): Company => {
  const found = findCompany(code);
  if (!found) throw new Error(`no company ${code}`);
  return found;
};
const rulesOf = (code: string): PaymentRules => {
  const rules = paymentRules(company(code));
  if (!rules) throw new Error(`no rules for ${code}`);
  return rules;
};

describe('the ERP value formats', () => {
  it('reads numbers without their leading zeros, all zeros as 0', () => {
    expect(unpadded('0000100100')).toBe('100100');
    expect(unpadded('000')).toBe('0');
    expect(unpadded('')).toBe('');
  });

  it('writes and reads dates as MM-DD-YYYY, prints them as MM/DD/YYYY, and refuses dates that do not exist', () => {
    expect(erpDate(new Date(2026, 0, 5))).toBe('01-05-2026');
    expect(readErpDate('02-29-2024')?.getDate()).toBe(29);
    expect(readErpDate('02-29-2025')).toBeNull();
    expect(readErpDate('2025-02-01')).toBeNull();
    expect(printedDate('12-31-2025')).toBe('12/31/2025');
    expect(lastDayOf(2, 2028)).toBe('02-29-2028');
  });

  it('reads JSON amounts from their decimal spelling: 2 decimals at most, within 999,999,999.99', () => {
    expect(amountCents(1234.5)).toEqual({ ok: true, cents: 123450 });
    expect(amountCents(-0.01)).toEqual({ ok: true, cents: -1 });
    expect(amountCents(0.1 + 0.2)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(amountCents(1e-7)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(amountCents(999999999.99)).toEqual({ ok: true, cents: 99_999_999_999 });
    expect(amountCents(1000000000)).toEqual({ ok: false, problem: 'too_large' });
    expect(amountCents(1e21)).toEqual({ ok: false, problem: 'too_large' });
    expect(groupedCents(-123456789)).toBe('-1,234,567.89');
  });
});

describe('the ERP reads its payment configuration itself', () => {
  it('partial payments with X or R, overpayment and reasons from payment type O, deposits from D, CVV from cvv_use_control', () => {
    expect(rulesOf('1000')).toMatchObject({ partialAllowed: true, overpaymentAllowed: false, reasonsRequired: false, cvvRequired: true, depositsActive: true });
    expect(rulesOf('1100')).toMatchObject({ partialAllowed: true, overpaymentAllowed: true, reasonsRequired: true, cvvRequired: false, depositsActive: false });
    expect(rulesOf('2000')).toMatchObject({ partialAllowed: true, reasonsRequired: false });
    expect(rulesOf('JP01')).toMatchObject({ partialAllowed: false, overpaymentAllowed: false });
  });

  it('takes a method the company lists, never an eCheck for company code 0020', () => {
    expect(acceptsMethod(company('1000'), 'EC')).toBe(true);
    expect(acceptsMethod(company('0020'), 'EC')).toBe(false);
    expect(acceptsMethod({ company_code: '0020', allowed_payment_methods: ['VISA', 'EC'] }, 'EC')).toBe(false);
    expect(acceptsMethod({ company_code: '9999', allowed_payment_methods: [] }, 'AMEX')).toBe(true);
    expect(acceptsMethod(company('1000'), 'DINERS')).toBe(false);
  });

  it('asks for a CVV of 3 or 4 digits where the company requires one, checks one given elsewhere, and never for an eCheck', () => {
    const strict = rulesOf('1000');
    const lenient = rulesOf('1100');
    expect(cvvProblem(strict, 'VISA', '')).toBe('CVV required for this company code.');
    expect(cvvProblem(strict, 'VISA', '12')).toBe('CVV is not valid.');
    expect(cvvProblem(strict, 'AMEX', '1234')).toBeUndefined();
    expect(cvvProblem(strict, 'EC', '')).toBeUndefined();
    expect(cvvProblem(lenient, 'MC', undefined)).toBeUndefined();
    expect(cvvProblem(lenient, 'MC', '12a')).toBe('CVV is not valid.');
  });

  it('takes a reason code of the payment type only, and one flagged comments_required only with a text', () => {
    const rules = rulesOf('1000');
    expect(reasonProblem(rules, 'O', '', '')).toBeUndefined();
    expect(reasonProblem(rules, 'O', '03', '')).toBeUndefined();
    expect(reasonProblem(rules, 'O', '01', '')).toBe('reason code 01 needs a description');
    expect(reasonProblem(rules, 'O', '01', 'Disputed')).toBeUndefined();
    expect(reasonProblem(rules, 'D', '03', '')).toBe('reason code 03 is not a reason of company code 1000');
  });

  it('reads a requested amount in the company’s minor units: cents, or whole yen', () => {
    expect(requestedMinor(150.25, company('1000'))).toEqual({ ok: true, minor: 15025, cents: 15025 });
    expect(requestedMinor(15000, company('JP01'))).toEqual({ ok: true, minor: 15000, cents: 1500000 });
    expect(requestedMinor(150.5, company('JP01'))).toEqual({ ok: false, problem: 'too_many_decimals' });
  });
});

describe('the tokenizer checks card data itself', () => {
  it('knows the brands by prefix and length, Master Card’s 2-series included', () => {
    expect(brandOf('4111111111111')).toBe('VISA');
    expect(brandOf('2221000000000009')).toBe('MC');
    expect(brandOf('2721000000000000')).toBeUndefined();
    expect(brandOf('341111111111111')).toBe('AMEX');
    expect(brandOf('6011111111111117')).toBeUndefined();
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('41111111111')).toBe(false);
  });

  it('takes an account number of 5 to 17 digits with spaces or hyphens between them, and a routing number by its checksum', () => {
    expect(accountValid('12345')).toBe(true);
    expect(accountValid('1234-5678 9012')).toBe(true);
    expect(accountValid('1234')).toBe(false);
    expect(accountValid('123456789012345678')).toBe(false);
    expect(accountValid('12345a')).toBe(false);
    expect(routingValid('121000358')).toBe(true);
    expect(routingValid('12100035')).toBe(false);
  });

  it('reads 2- and 4-digit years and takes none more than 20 years ahead', () => {
    const today = new Date(2026, 10, 26);
    expect(parseExpiry(9, 29, today)).toEqual({ month: 9, year: 2029 });
    expect(parseExpiry('12', '2046', today)).toEqual({ month: 12, year: 2046 });
    expect(parseExpiry(1, 2047, today)).toBeUndefined();
    expect(parseExpiry(13, 2030, today)).toBeUndefined();
  });
});
