import { VALIDATION } from '../constants/validation';
import { parseCents } from '../format/money';
import { cvvRequired, validateCvv } from './cvv';
import { validateDepositAmount, validateDepositClick } from './deposit';
import { validatePayAmount, validateRowReason } from './pay-amount';
import { payTotals } from './pay-click';
import { validatePayClick, type PayClickInput } from './pay-click-checks';
import { isDepositAvailable, isOverpaymentAllowed, isPartialAllowed, reasonsRequired } from './payment-config';
import { reasonCodesOf } from './reason-codes';

const cents = (input: string | number) => {
  const result = parseCents(input);
  return result.ok ? result.cents : null;
};

const A = VALIDATION.payAmount;
const C = VALIDATION.payClick;
const D = VALIDATION.deposit;

const reasonCodes = [
  { reason_code: '01', comments_required: 'X' as const, payment_type: 'O' as const },
  { reason_code: '03', comments_required: '' as const, payment_type: 'O' as const },
  { reason_code: '21', comments_required: 'X' as const, payment_type: 'D' as const },
  { reason_code: '22', comments_required: '' as const, payment_type: 'D' as const },
];

describe('customizing flags (docs/product/constants.md)', () => {
  it('reads partial, overpayment, reasons, deposits and CVV', () => {
    expect(isPartialAllowed({ partial_payments_allowed: 'X' })).toBe(true);
    expect(isPartialAllowed({ partial_payments_allowed: 'R' })).toBe(true);
    expect(isPartialAllowed({ partial_payments_allowed: '' })).toBe(false);
    expect(isPartialAllowed(undefined)).toBe(false);
    const types = [
      { payment_type: 'O' as const, active: 'X' as const, overpayment_allowed: 'X' as const, reason_not_required: '' as const },
      { payment_type: 'D' as const, active: '' as const, overpayment_allowed: '' as const, reason_not_required: 'X' as const },
    ];
    expect(isOverpaymentAllowed(types)).toBe(true);
    expect(reasonsRequired(types)).toBe(true);
    expect(isDepositAvailable(types)).toBe(false);
    expect(isOverpaymentAllowed([])).toBe(false);
    expect(reasonsRequired([{ payment_type: 'O', reason_not_required: 'X' }])).toBe(false);
    expect(isDepositAvailable([{ payment_type: 'D', active: 'X' }])).toBe(true);
    expect(cvvRequired({ cvv_use_control: '1' }, 'CC')).toBe(true);
    expect(cvvRequired({ cvv_use_control: '1' }, 'VISA')).toBe(true);
    expect(cvvRequired({ cvv_use_control: '1' }, 'EC')).toBe(false);
    expect(cvvRequired({ cvv_use_control: '0' }, 'CC')).toBe(false);
    expect(reasonCodesOf(reasonCodes, 'D').map((r) => r.reason_code)).toEqual(['21', '22']);
  });

  it('parses amounts with at most 2 decimals', () => {
    expect(cents(' 12.5 ')).toBe(1250);
    expect(cents(12.34)).toBe(1234);
    expect(cents('.5')).toBe(50);
    expect(cents('1.234')).toBeNull();
    expect(cents('1,000')).toBeNull();
    expect(cents('abc')).toBeNull();
    expect(cents(Number.NaN)).toBeNull();
  });

  it('checks a CVV', () => {
    expect(validateCvv('')).toBe(C.cvvRequired);
    expect(validateCvv(undefined)).toBe(C.cvvRequired);
    expect(validateCvv('12')).toBe(C.cvvInvalid);
    expect(validateCvv('12345')).toBe(C.cvvInvalid);
    expect(validateCvv('12a')).toBe(C.cvvInvalid);
    expect(validateCvv('123')).toBeNull();
    expect(validateCvv('1234')).toBeNull();
  });
});

describe('validatePayAmount (docs/product/checkout-and-payments.md pay amount)', () => {
  const base = { openAmount: 100, partialAllowed: true, overpaymentAllowed: false };
  it('gives the messages in order', () => {
    expect(validatePayAmount({ ...base, amount: ' ' })).toBe(A.empty);
    expect(validatePayAmount({ ...base, amount: '12x' })).toBe(A.numeric);
    expect(validatePayAmount({ ...base, amount: '0.00' })).toBe(A.zero);
    expect(validatePayAmount({ ...base, amount: '-5' })).toBe(A.negative);
    expect(validatePayAmount({ ...base, amount: '100.01' })).toBe(A.overNotAllowed);
    expect(validatePayAmount({ ...base, amount: '100.01', overpaymentAllowed: true })).toBeNull();
    expect(validatePayAmount({ ...base, amount: '99.99', partialAllowed: false })).toBe(A.partialNotAllowed);
    expect(validatePayAmount({ ...base, amount: '50' })).toBeNull();
    expect(validatePayAmount({ ...base, amount: '100' })).toBeNull();
  });

  it('compares in cents', () => {
    expect(validatePayAmount({ ...base, openAmount: 0.3, amount: '0.30', partialAllowed: false })).toBeNull();
  });

  it('takes whole units only in a currency without decimals (JPY), two decimals elsewhere', () => {
    const yen = { ...base, openAmount: 123456, currency: 'JPY' };
    expect(validatePayAmount({ ...yen, amount: '123456' })).toBeNull();
    expect(validatePayAmount({ ...yen, amount: '123456.00' })).toBeNull();
    expect(validatePayAmount({ ...yen, amount: '1000.5' })).toBe(A.wholeUnitsOnly);
    expect(validatePayAmount({ ...base, currency: 'USD', amount: '50.25' })).toBeNull();
    expect(validatePayAmount({ ...base, currency: 'EURO', amount: '50.25' })).toBeNull();
  });

  it('takes a credit only at its open amount', () => {
    const credit = { ...base, openAmount: -25.5 };
    expect(validatePayAmount({ ...credit, amount: '-25.50' })).toBeNull();
    expect(validatePayAmount({ ...credit, amount: '-10' })).toBe(A.partialNotAllowed);
    expect(validatePayAmount({ ...credit, amount: '-30' })).toBe(A.overNotAllowed);
    expect(validatePayAmount({ ...credit, amount: '0' })).toBe(A.zero);
  });
});

describe('validateRowReason (docs/product/checkout-and-payments.md pay amount reasons)', () => {
  const row = { openAmount: 100, reasonsRequired: true, reasonCodes };
  it('requires a code below the open amount and a description when flagged', () => {
    expect(validateRowReason({ ...row, amount: '50' })).toBe(A.reasonCodeRequired);
    expect(validateRowReason({ ...row, amount: '50', reasonsRequired: false })).toBeNull();
    expect(validateRowReason({ ...row, amount: '100' })).toBeNull();
    expect(validateRowReason({ ...row, amount: '50', reasonCode: '01' })).toBe(A.reasonRequired);
    expect(validateRowReason({ ...row, amount: '50', reasonCode: '01', comment: 'why' })).toBeNull();
    expect(validateRowReason({ ...row, amount: '50', reasonCode: '03' })).toBeNull();
    expect(validateRowReason({ ...row, openAmount: -5, amount: '-5' })).toBeNull();
  });
});

describe('validatePayClick (docs/product/checkout-and-payments.md pay click, in order)', () => {
  const ok: PayClickInput = {
    paymentMethod: 'CC',
    cvv: '123',
    cvvRequired: true,
    overpaymentAllowed: false,
    reasonsRequired: true,
    reasonCodes,
    rows: [{ amount: '100', openAmount: 100 }],
  };

  it('passes a valid payment', () => {
    expect(validatePayClick(ok)).toBeNull();
  });

  it('1. needs a method', () => {
    expect(validatePayClick({ ...ok, paymentMethod: '' })).toBe(C.cardNotSelected);
    expect(validatePayClick({ ...ok, paymentMethod: null, rows: [{ amount: '200', openAmount: 100 }] })).toBe(C.cardNotSelected);
  });

  it('2. refuses overpaying when not allowed', () => {
    const over = { ...ok, cvv: '', rows: [{ amount: '100.01', openAmount: 100 }] };
    expect(validatePayClick(over)).toBe(C.overpaymentNotAllowed);
    expect(validatePayClick({ ...over, overpaymentAllowed: true, cvv: '123' })).toBeNull();
  });

  it('3. checks the CVV for cards only', () => {
    expect(validatePayClick({ ...ok, cvv: '' })).toBe(C.cvvRequired);
    expect(validatePayClick({ ...ok, cvv: '12' })).toBe(C.cvvInvalid);
    expect(validatePayClick({ ...ok, cvv: '', paymentMethod: 'EC' })).toBeNull();
    expect(validatePayClick({ ...ok, cvv: '', cvvRequired: false })).toBeNull();
  });

  it('4. credits must be outweighed', () => {
    const rows = [
      { amount: '40', openAmount: 40 },
      { amount: '-40', openAmount: -40 },
    ];
    expect(validatePayClick({ ...ok, rows })).toBe(C.creditsExceed);
    expect(validatePayClick({ ...ok, rows: [{ amount: '40.01', openAmount: 40.01 }, rows[1]!] })).toBeNull();
  });

  it('5. needs a positive total', () => {
    expect(validatePayClick({ ...ok, rows: [] })).toBe(C.totalPositive);
  });

  it('6. needs reasons below the open amount and descriptions when flagged', () => {
    const under = { ...ok, rows: [{ amount: '50', openAmount: 100 }] };
    expect(validatePayClick(under)).toBe(C.reasonRequired);
    expect(validatePayClick({ ...under, reasonsRequired: false })).toBeNull();
    expect(validatePayClick({ ...under, rows: [{ ...under.rows[0]!, reasonCode: '77' }] })).toBe(C.reasonRequired);
    expect(validatePayClick({ ...under, rows: [{ ...under.rows[0]!, reasonCode: '01' }] })).toBe(C.reasonDescriptionRequired);
    expect(validatePayClick({ ...under, rows: [{ ...under.rows[0]!, reasonCode: '01', comment: 'disputed' }] })).toBeNull();
    expect(validatePayClick({ ...under, rows: [{ ...under.rows[0]!, reasonCode: '03' }] })).toBeNull();
  });

  it('computes the panel totals', () => {
    expect(
      payTotals([
        { amount: '120', openAmount: 100 },
        { amount: '0.1', openAmount: 0.1 },
        { amount: '0.2', openAmount: 0.2 },
        { amount: '-20', openAmount: -20 },
      ]),
    ).toEqual({ invoiceCents: 10030, creditCents: -2000, payCents: 10030, overpayingCents: 2000 });
  });
});

describe('deposits (docs/product/checkout-and-payments.md deposit amount)', () => {
  it('checks the amount', () => {
    expect(validateDepositAmount('')).toBe(D.required);
    expect(validateDepositAmount(undefined)).toBe(D.required);
    expect(validateDepositAmount('x')).toBe(D.notNumber);
    expect(validateDepositAmount('0.99')).toBe(D.minimum);
    expect(validateDepositAmount(-5)).toBe(D.minimum);
    expect(validateDepositAmount('1')).toBeNull();
    expect(validateDepositAmount(250.5)).toBeNull();
  });

  it('checks method, CVV, reason and description', () => {
    const deposit = { amount: '100', paymentMethod: 'CC', cvv: '123', cvvRequired: true, reasonCode: '22', reasonCodes: reasonCodesOf(reasonCodes, 'D') };
    expect(validateDepositClick(deposit)).toBeNull();
    expect(validateDepositClick({ ...deposit, amount: '0' })).toBe(D.minimum);
    expect(validateDepositClick({ ...deposit, paymentMethod: undefined })).toBe(C.cardNotSelected);
    expect(validateDepositClick({ ...deposit, cvv: '' })).toBe(C.cvvRequired);
    expect(validateDepositClick({ ...deposit, reasonCode: '' })).toBe(C.reasonRequired);
    expect(validateDepositClick({ ...deposit, reasonCode: '01' })).toBe(C.reasonRequired);
    expect(validateDepositClick({ ...deposit, reasonCode: '21' })).toBe(C.reasonDescriptionRequired);
    expect(validateDepositClick({ ...deposit, reasonCode: '21', comment: 'lobby' })).toBeNull();
  });
});
