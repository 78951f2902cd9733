import { MC_4444, ECHECK_6789 } from '../../../testing/fixtures';
import { cardChange, cardDefaults, echeckDefaults, expiryOf, kindOf, toTokenizerCard, toTokenizerCheck } from './method-form';

describe('method form conversions', () => {
  it('reads month and year from valid_to', () => {
    expect(expiryOf('03-31-2030')).toEqual({ exp_month: '03', exp_year: '2030' });
    expect(expiryOf('')).toEqual({ exp_month: '', exp_year: '' });
    expect(cardDefaults(MC_4444)).toMatchObject({ name: 'Marcus Ortega', exp_month: '03', exp_year: '2030', card_number: '', cvv: '' });
    expect(echeckDefaults(ECHECK_6789)).toMatchObject({ name: 'Harborview Tower Management LLC', account_number: '' });
    expect(kindOf(MC_4444)).toBe('card');
    expect(kindOf(ECHECK_6789)).toBe('echeck');
  });

  it('posts card digits and numeric month and year to the tokenizer', () => {
    const values = { ...cardDefaults(null), card_type: 'AMEX', name: ' Ann ', card_number: '3782 8224-6310 005', exp_month: '07', exp_year: '2031', cvv: '1234' };
    expect(toTokenizerCard(values)).toEqual({
      method: 'CC',
      data: { card_number: '378282246310005', card_type: 'AMEX', name: 'Ann', exp_month: 7, exp_year: 2031, cvv: '1234' },
    });
  });

  it('pads the account number to 10 digits', () => {
    const values = { ...echeckDefaults(null), account_type: 'X', routing_number: '011 000 015', account_number: '12-345', name: 'Co' };
    expect(toTokenizerCheck(values)).toEqual({
      method: 'EC',
      data: { routing_number: '011000015', account_number: '0000012345', account_type: 'X', name: 'Co' },
    });
  });

  it('changes valid_to to the end of the chosen month (MM-DD-YYYY)', () => {
    expect(cardChange({ ...cardDefaults(MC_4444), exp_month: '02', exp_year: '2028', name: ' M ' })).toEqual({
      name: 'M',
      valid_to: '02-29-2028',
      makeDefault: false,
    });
  });
});
