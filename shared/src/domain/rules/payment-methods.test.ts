import { acceptedMethodTypes, takesMethod } from './payment-methods';
import { reasonCodesOf, findReason, needsDescription } from './reason-codes';
import { cvvProblem } from './cvv';
import { VALIDATION } from '../constants/validation';

describe('payment methods a company takes', () => {
  it('takes what allowed_payment_methods names, every type when it names none', () => {
    expect(acceptedMethodTypes('1000', ['VISA', 'MC', 'AMEX', 'EC'])).toEqual(['VISA', 'MC', 'AMEX', 'EC']);
    expect(acceptedMethodTypes('1100', ['VISA', 'MC'])).toEqual(['VISA', 'MC']);
    expect(acceptedMethodTypes('1000', [])).toEqual(['VISA', 'MC', 'AMEX', 'EC']);
    expect(acceptedMethodTypes('1000', undefined)).toEqual(['VISA', 'MC', 'AMEX', 'EC']);
    expect(takesMethod('1000', ['VISA'], 'AMEX')).toBe(false);
    expect(takesMethod('1000', [], 'DINERS')).toBe(false);
  });

  it('never takes eChecks for company code 0020, whatever the ERP lists', () => {
    expect(acceptedMethodTypes('0020', ['VISA', 'MC', 'AMEX', 'EC'])).toEqual(['VISA', 'MC', 'AMEX']);
    expect(takesMethod(' 0020 ', [], 'EC')).toBe(false);
    expect(takesMethod('0020', [], 'VISA')).toBe(true);
  });
});

describe('reason codes by company and payment type', () => {
  const codes = [
    { reason_code: '01', company_code: '1000', payment_type: 'O' as const, comments_required: 'X' as const },
    { reason_code: '20', company_code: '1000', payment_type: 'D' as const, comments_required: '' as const },
    { reason_code: '77', company_code: '9999', payment_type: 'O' as const, comments_required: '' as const },
    { reason_code: '88', company_code: '', payment_type: 'O' as const, comments_required: '' as const },
  ];

  it('keeps the codes of the type and, when asked, of the company', () => {
    expect(reasonCodesOf(codes, 'O').map((r) => r.reason_code)).toEqual(['01', '77', '88']);
    expect(reasonCodesOf(codes, 'O', '1000').map((r) => r.reason_code)).toEqual(['01', '88']);
    expect(reasonCodesOf(codes, 'D', '1000').map((r) => r.reason_code)).toEqual(['20']);
  });

  it('finds a code and whether it needs a description', () => {
    expect(findReason(codes, ' 01 ')?.reason_code).toBe('01');
    expect(findReason(codes, '')).toBeUndefined();
    expect(needsDescription(findReason(codes, '01'))).toBe(true);
    expect(needsDescription(findReason(codes, '20'))).toBe(false);
  });
});

describe('CVV of one use of a method', () => {
  it('requires it for cards where the company asks, checks it wherever it is given', () => {
    const required = { cvv_use_control: '1' as const };
    const optional = { cvv_use_control: '0' as const };
    expect(cvvProblem(required, 'VISA', '')).toBe(VALIDATION.payClick.cvvRequired);
    expect(cvvProblem(required, 'VISA', '12')).toBe(VALIDATION.payClick.cvvInvalid);
    expect(cvvProblem(required, 'VISA', '123')).toBeNull();
    expect(cvvProblem(required, 'EC', '')).toBeNull();
    expect(cvvProblem(optional, 'VISA', '')).toBeNull();
    expect(cvvProblem(optional, 'VISA', '12345')).toBe(VALIDATION.payClick.cvvInvalid);
    expect(cvvProblem(undefined, 'CC', '')).toBeNull();
  });
});
