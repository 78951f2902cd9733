import { ValidationError } from 'yup';
import { echeckSchema } from './echeck';
import {
  ECHECK_ACCOUNT_TYPES,
  accountNumberValid,
  padAccountNumber,
  routingDigits,
  routingValid,
  type ECheckFormValues,
} from '../rules/echeck-numbers';

const valid: ECheckFormValues = {
  account_type: 'C',
  routing_number: '011000015',
  account_number: '123456789',
  name: 'Harborview Tower Management LLC',
  save_on_file: false,
  make_default: false,
};

function errorsOf(values: Partial<ECheckFormValues>, editing = false): Record<string, string> {
  try {
    echeckSchema({ editing }).validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('eCheck helpers (docs/product/payment-methods.md)', () => {
  it('checks routing numbers: 9 digits, weights 3-7-1, divisible by 10', () => {
    expect(routingValid('011000015')).toBe(true);
    expect(routingValid('021000021')).toBe(true);
    expect(routingValid('121000358')).toBe(true);
    expect(routingValid('011000016')).toBe(false);
    expect(routingValid('01100001')).toBe(false);
    expect(routingValid('0110000150')).toBe(false);
    expect(routingValid('01100001a')).toBe(false);
    expect(routingValid('')).toBe(false);
    expect(routingValid('011 000 015')).toBe(true);
    expect(routingDigits('011-000-015')).toBe('011000015');
  });

  it('checks account numbers: digits, spaces and hyphens, 5 to 17 without the spaces', () => {
    expect(accountNumberValid('12345')).toBe(true);
    expect(accountNumberValid('1234')).toBe(false);
    expect(accountNumberValid('12345678901234567')).toBe(true);
    expect(accountNumberValid('123456789012345678')).toBe(false);
    expect(accountNumberValid('1234 5678 9012 3456 7')).toBe(true);
    expect(accountNumberValid('1234-5678')).toBe(true);
    expect(accountNumberValid('12-34')).toBe(false);
    expect(accountNumberValid('12345A')).toBe(false);
    expect(accountNumberValid('')).toBe(false);
  });

  it('pads the account number to 10 digits for tokenization', () => {
    expect(padAccountNumber('6789')).toBe('0000006789');
    expect(padAccountNumber('12 345')).toBe('0000012345');
    expect(padAccountNumber('1234-56789')).toBe('0123456789');
    expect(padAccountNumber('1234567890')).toBe('1234567890');
    expect(padAccountNumber('123456789012')).toBe('123456789012');
  });

  it('offers C Checking, S Saving Account, X Corporate Checking', () => {
    expect(ECHECK_ACCOUNT_TYPES.map((t) => `${t.code} ${t.label}`)).toEqual(['C Checking', 'S Saving Account', 'X Corporate Checking']);
  });
});

describe('echeckSchema (docs/product/payment-methods.md eCheck)', () => {
  it('passes a valid eCheck', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('says what is required, word for word', () => {
    expect(errorsOf({ account_type: '', routing_number: '', account_number: '', name: '' })).toEqual({
      account_type: 'Account type is required.',
      routing_number: 'Invalid routing number.',
      account_number: 'Invalid account number.',
      name: 'Name on Account is required.',
    });
  });

  it('refuses a bad routing or account number', () => {
    expect(errorsOf({ routing_number: '011000016' })).toEqual({ routing_number: 'Invalid routing number.' });
    expect(errorsOf({ account_number: '1234' })).toEqual({ account_number: 'Invalid account number.' });
    expect(errorsOf({ account_type: 'Q' })).toEqual({ account_type: 'Account type is required.' });
  });

  it("when editing, requires only the name ('Name is required.')", () => {
    expect(errorsOf({ account_type: '', routing_number: '', account_number: '' }, true)).toEqual({});
    expect(errorsOf({ account_type: '', routing_number: '', account_number: '', name: ' ' }, true)).toEqual({ name: 'Name is required.' });
  });
});
