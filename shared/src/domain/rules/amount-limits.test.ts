import { AMOUNT_LIMITS } from '../constants/domain';
import { amountMaximumMessage, overpaymentLimitMessage } from '../constants/messages';
import { VALIDATION } from '../constants/validation';
import { comparableCents, depositCeilingProblem, overpaymentCeilingCents } from './amount-limits';
import { validateDepositAmount, validateDepositClick } from './deposit';
import { overUnder } from './over-under';
import { validatePayAmount } from './pay-amount';
import { payTotals } from './pay-click';
import { validatePayClick } from './pay-click-checks';

const A = VALIDATION.payAmount;
const D = VALIDATION.deposit;
const OVER_LIMIT = overpaymentLimitMessage(AMOUNT_LIMITS.overpaymentMultiple);
const DEPOSIT_MAX = amountMaximumMessage('1,000,000.00');

describe('amount ceilings', () => {
  it('has the defaults: deposits up to 1,000,000.00, overpayments up to twice the open amount', () => {
    expect(AMOUNT_LIMITS.depositMaximumCents).toBe(100_000_000);
    expect(AMOUNT_LIMITS.overpaymentMultiple).toBe(2);
    expect(DEPOSIT_MAX).toBe('Amount must be 1,000,000.00 or less.');
    expect(OVER_LIMIT).toBe('Amount cannot be more than 2 times the open amount.');
    expect(overpaymentCeilingCents(25_050)).toBe(50_100);
    expect(depositCeilingProblem(100_000_000)).toBeNull();
    expect(depositCeilingProblem(100_000_001)).toBe(DEPOSIT_MAX);
  });

  it('compares amounts beyond every ceiling as infinitely large or small', () => {
    expect(comparableCents('99999999999999999999')).toBe(Number.POSITIVE_INFINITY);
    expect(comparableCents('-99999999999999999999')).toBe(Number.NEGATIVE_INFINITY);
    expect(comparableCents('1.234')).toBeNull();
    expect(comparableCents('12.30')).toBe(1230);
  });
});

describe('invoice amounts where overpayment is allowed', () => {
  const open = { openAmount: 250.5, partialAllowed: true, overpaymentAllowed: true };

  it.each([
    ['501.00', null],
    ['501.01', OVER_LIMIT],
    ['99999999999999999999', OVER_LIMIT],
    ['99999999999999999999999999999999', OVER_LIMIT],
    ['123456789012345.67', OVER_LIMIT],
  ])('takes %p up to the ceiling (%p)', (amount, message) => {
    expect(validatePayAmount({ ...open, amount })).toBe(message);
  });

  it('keeps the spec messages where overpayment is off, and defers them when asked', () => {
    const off = { ...open, overpaymentAllowed: false };
    expect(validatePayAmount({ ...off, amount: '99999999999999999999' })).toBe(A.overNotAllowed);
    expect(validatePayAmount({ ...off, amount: '250.51', deferOverpayment: true })).toBeNull();
    expect(validatePayAmount({ ...off, amount: '99999999999999999999', deferOverpayment: true })).toBeNull();
    expect(validatePayAmount({ ...open, amount: '-99999999999999999999' })).toBe(A.negative);
    expect(validatePayAmount({ ...open, openAmount: -40, amount: '-99999999999999999999' })).toBe(A.overNotAllowed);
  });

  it('applies another multiple when given one', () => {
    const limits = { ...AMOUNT_LIMITS, overpaymentMultiple: 3 };
    expect(validatePayAmount({ ...open, amount: '751.50', limits })).toBeNull();
    expect(validatePayAmount({ ...open, amount: '751.51', limits })).toBe(overpaymentLimitMessage(3));
  });

  it('stops at the largest amount of all, whatever the open amount', () => {
    const huge = { ...open, openAmount: 900_000_000 };
    expect(validatePayAmount({ ...huge, amount: '999999999.99' })).toBeNull();
    expect(validatePayAmount({ ...huge, amount: '1000000000.00' })).toBe(amountMaximumMessage('999,999,999.99'));
    expect(validatePayAmount({ ...huge, openAmount: 400_000_000, amount: '800000000.01' })).toBe(OVER_LIMIT);
  });

  it('counts an amount beyond every ceiling as overpaying on the Pay click, never as nothing', () => {
    const click = {
      paymentMethod: 'CC',
      cvv: '123',
      cvvRequired: true,
      reasonsRequired: true,
      reasonCodes: [],
      rows: [{ amount: '99999999999999999999', openAmount: 100 }],
    };
    expect(validatePayClick({ ...click, overpaymentAllowed: false })).toBe(VALIDATION.payClick.overpaymentNotAllowed);
    expect(validatePayClick({ ...click, overpaymentAllowed: true })).toBeNull();
    expect(payTotals(click.rows)).toEqual({ invoiceCents: 10_000, creditCents: 0, payCents: 0, overpayingCents: 0 });
  });

  it('tells over and under in cents', () => {
    expect(overUnder('100.00', 100)).toBe(0);
    expect(overUnder('99.99', 100)).toBe(-1);
    expect(overUnder('100.01', 100)).toBe(1);
    expect(overUnder('0.3', 0.1 + 0.2)).toBe(0);
    expect(overUnder('99999999999999999999', 100)).toBe(1);
    expect(overUnder('abc', 100)).toBe(0);
    expect(overUnder('', 100)).toBe(0);
  });
});

describe('deposit amounts', () => {
  it.each([
    ['1', null],
    ['1000000', null],
    ['1000000.00', null],
    ['999999.99', null],
    ['1000000.01', DEPOSIT_MAX],
    ['99999999999999999999999999999999', DEPOSIT_MAX],
    ['123456789012345.67', DEPOSIT_MAX],
    ['-99999999999999999999999999999999', D.minimum],
    [1e32, DEPOSIT_MAX],
    [1000000.01, DEPOSIT_MAX],
    [0.1 + 0.2, D.notNumber],
  ])('judges %p: %p', (amount, message) => {
    expect(validateDepositAmount(amount)).toBe(message);
  });

  it('applies another maximum when given one, on the Pay click too', () => {
    const limits = { ...AMOUNT_LIMITS, depositMaximumCents: 50_000 };
    expect(validateDepositAmount('500.00', limits)).toBeNull();
    expect(validateDepositAmount('500.01', limits)).toBe(amountMaximumMessage('500.00'));
    const click = { paymentMethod: 'CC', cvv: '123', cvvRequired: true, reasonCode: '20', reasonCodes: [{ reason_code: '20', comments_required: '' as const }] };
    expect(validateDepositClick({ ...click, amount: '500.01', limits })).toBe(amountMaximumMessage('500.00'));
    expect(validateDepositClick({ ...click, amount: '99999999999999999999999999999999' })).toBe(DEPOSIT_MAX);
  });
});
