import { ValidationError } from 'yup';
import { cardSchema } from './card';
import {
  CARD_TYPES,
  cardTypeMatches,
  cardTypeMessage,
  cardTypeOf,
  proposedCardType,
  cardYears,
  digitsOnly,
  expiryValid,
  luhnValid,
  type CardFormValues,
} from '../rules/card-numbers';
import { cvvValid } from '../rules/cvv';

const TODAY = new Date(2026, 4, 15); // 15 May 2026

const valid: CardFormValues = {
  card_type: 'VISA',
  name: 'Dana Whitfield',
  card_number: '4111 1111 1111 1111',
  exp_month: '09',
  exp_year: '2029',
  cvv: '123',
  save_on_file: false,
  make_default: false,
};

/** Every message of the form, by field. */
function errorsOf(values: Partial<CardFormValues>, editing = false): Record<string, string> {
  try {
    cardSchema({ editing, today: TODAY }).validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('card helpers (docs/product/payment-methods.md)', () => {
  it('checks numbers with Luhn, ignoring spaces and hyphens', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('5555-5555-5555-4444')).toBe(true);
    expect(luhnValid('3782 822463 10005')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111')).toBe(false);
    expect(luhnValid('4111x11111111111')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid(undefined)).toBe(false);
    expect(digitsOnly(' 4111-1111 ')).toBe('41111111');
  });

  it('finds the type of a number by its prefix and length', () => {
    expect(cardTypeOf('4111111111111111')).toBe('VISA');
    expect(cardTypeOf('4222222222222')).toBe('VISA');
    expect(cardTypeOf('5555555555554444')).toBe('MC');
    expect(cardTypeOf('2221000000000009')).toBe('MC');
    expect(cardTypeOf('378282246310005')).toBe('AMEX');
    expect(cardTypeOf('341111111111111')).toBe('AMEX');
    expect(cardTypeOf('6011111111111117')).toBeNull();
  });

  it('proposes a type from the first digits, as the number is typed', () => {
    expect(proposedCardType('4')).toBe('VISA');
    expect(proposedCardType('4111 11')).toBe('VISA');
    expect(proposedCardType('5')).toBeNull();
    expect(proposedCardType('55')).toBe('MC');
    expect(proposedCardType('2221')).toBe('MC');
    expect(proposedCardType('222')).toBeNull();
    expect(proposedCardType('3')).toBeNull();
    expect(proposedCardType('37')).toBe('AMEX');
    expect(proposedCardType('36')).toBeNull();
    expect(proposedCardType('6011')).toBeNull();
    expect(cardTypeMatches('4111111111111111', 'VISA')).toBe(true);
    expect(cardTypeMatches('4111111111111111', 'MC')).toBe(false);
    expect(CARD_TYPES).toEqual(['VISA', 'MC', 'AMEX']);
  });

  it('names the type-match messages word for word', () => {
    expect(cardTypeMessage('VISA')).toBe('Invalid VISA credit card number');
    expect(cardTypeMessage('MC')).toBe('Invalid MasterCard card number');
    expect(cardTypeMessage('AMEX')).toBe('Invalid American Express card number');
  });

  it('accepts an expiry through the end of its month, within 2018-2032', () => {
    expect(expiryValid('05', '2026', TODAY)).toBe(true);
    expect(expiryValid('04', '2026', TODAY)).toBe(false);
    expect(expiryValid(12, 2032, TODAY)).toBe(true);
    expect(expiryValid('01', '2033', TODAY)).toBe(false);
    expect(expiryValid('01', '2018', new Date(2018, 0, 31))).toBe(true);
    expect(expiryValid('12', '2017', new Date(2017, 0, 1))).toBe(false);
    expect(expiryValid('13', '2029', TODAY)).toBe(false);
    expect(expiryValid('00', '2029', TODAY)).toBe(false);
    expect(expiryValid('', '2029', TODAY)).toBe(false);
    expect(cardYears()).toHaveLength(15);
    expect(cardYears()[0]).toBe(2018);
    expect(cardYears().at(-1)).toBe(2032);
  });

  it('takes a CVV of 3 to 4 digits', () => {
    expect(cvvValid('123')).toBe(true);
    expect(cvvValid('1234')).toBe(true);
    expect(cvvValid('12')).toBe(false);
    expect(cvvValid('12345')).toBe(false);
    expect(cvvValid('12a')).toBe(false);
  });
});

describe('cardSchema (docs/product/payment-methods.md Card)', () => {
  it('passes a valid card', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('says what is required, word for word', () => {
    expect(errorsOf({ card_type: '', name: '  ', card_number: '', exp_month: '', exp_year: '', cvv: '' })).toEqual({
      card_type: 'Card type is required.',
      name: 'Name on card is required.',
      card_number: 'Card number is required.',
      exp_month: 'Expiration month is required.',
      exp_year: 'Expiration year is required.',
      cvv: 'Card cvv is required.',
    });
  });

  it("refuses a number failing Luhn with 'Invalid credit card number'", () => {
    expect(errorsOf({ card_number: '4111 1111 1111 1112' })).toEqual({ card_number: 'Invalid credit card number' });
    expect(errorsOf({ card_number: 'abcd' })).toEqual({ card_number: 'Invalid credit card number' });
  });

  it('refuses a number of another type with the message of the chosen type', () => {
    expect(errorsOf({ card_type: 'VISA', card_number: '5555555555554444' })).toEqual({ card_number: 'Invalid VISA credit card number' });
    expect(errorsOf({ card_type: 'MC', card_number: '4111111111111111' })).toEqual({ card_number: 'Invalid MasterCard card number' });
    expect(errorsOf({ card_type: 'AMEX', card_number: '4111111111111111' })).toEqual({
      card_number: 'Invalid American Express card number',
    });
    expect(errorsOf({ card_type: 'AMEX', card_number: '3782 822463 10005', cvv: '1234' })).toEqual({});
    // No type chosen: the type says so, the number is not blamed for it.
    expect(errorsOf({ card_type: '', card_number: '5555555555554444' })).toEqual({ card_type: 'Card type is required.' });
  });

  it("refuses an expired or impossible date with 'Invalid expiration date.'", () => {
    expect(errorsOf({ exp_month: '04', exp_year: '2026' })).toEqual({ exp_year: 'Invalid expiration date.' });
    expect(errorsOf({ exp_month: '05', exp_year: '2026' })).toEqual({});
    expect(errorsOf({ exp_month: '13', exp_year: '2030' })).toEqual({ exp_year: 'Invalid expiration date.' });
  });

  it("refuses a CVV other than 3-4 digits with 'Invalid CVV number.'", () => {
    expect(errorsOf({ cvv: '12' })).toEqual({ cvv: 'Invalid CVV number.' });
    expect(errorsOf({ cvv: '12345' })).toEqual({ cvv: 'Invalid CVV number.' });
  });

  it('when editing, requires only name, month and year', () => {
    expect(errorsOf({ card_type: '', card_number: '', cvv: '' }, true)).toEqual({});
    expect(errorsOf({ card_type: '', card_number: '', cvv: '', name: '', exp_month: '', exp_year: '' }, true)).toEqual({
      name: 'Name on card is required.',
      exp_month: 'Expiration month is required.',
      exp_year: 'Expiration year is required.',
    });
    expect(errorsOf({ exp_month: '01', exp_year: '2020' }, true)).toEqual({ exp_year: 'Invalid expiration date.' });
  });

  it('trims the name', () => {
    expect(cardSchema({ today: TODAY }).validateSync({ ...valid, name: '  Dana  ' }).name).toBe('Dana');
  });
});
