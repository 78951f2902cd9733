import { ECHECK_6789, MC_4444, VISA_1111 } from '../testing/fixtures';
import { defaultMethodId, methodIdOf, methodLabel, methodName, toMethodOptions, toPaymentDetail } from './payment-method';

describe('payment methods (docs/product/payment-methods.md)', () => {
  it("reads '{type} ending with *{last 4}' with the default marked", () => {
    expect(methodLabel(VISA_1111)).toBe('Visa ending with *1111 (Default)');
    expect(methodLabel(MC_4444)).toBe('Master Card ending with *4444');
    expect(methodLabel(ECHECK_6789)).toBe('eCheck ending with *6789');
    expect(methodLabel({ ...MC_4444, payment_card_type: 'AMEX', payment_card_token: 'tok_amex_x_0005' })).toBe(
      'American Express ending with *0005',
    );
  });

  it('lists saved methods, then session methods with their marker, and finds the default', () => {
    const options = toMethodOptions([ECHECK_6789, VISA_1111], [MC_4444]);
    expect(options.map((o) => o.label)).toEqual([
      'eCheck ending with *6789',
      'Visa ending with *1111 (Default)',
      'Master Card ending with *4444 (Session)',
    ]);
    expect(defaultMethodId(options)).toBe(`saved:${VISA_1111.payment_card_token}`);
    expect(defaultMethodId(toMethodOptions([MC_4444], []))).toBe('');
  });

  it('names a method without markers, and ids saved and session methods apart', () => {
    expect(methodName(VISA_1111)).toBe('Visa ending with *1111');
    expect(methodIdOf(VISA_1111)).toBe(`saved:${VISA_1111.payment_card_token}`);
    expect(methodIdOf({ ...VISA_1111, is_session: true })).toBe(`session:${VISA_1111.payment_card_token}`);
    expect(toMethodOptions([], [MC_4444])[0]!.id).toBe(methodIdOf({ ...MC_4444, is_session: true }));
  });

  it('builds payment_detail from the token, with the CVV for cards only', () => {
    expect(toPaymentDetail(VISA_1111, '123', null)).toEqual({
      payment_method: 'CC',
      payment_card_type: 'VISA',
      payment_card_token: VISA_1111.payment_card_token,
      payment_card_name: 'Dana Whitfield',
      electronic_check_account_type: '',
      electronic_check_rdfi_number: '',
      valid_to: '09-30-2029',
      card_validation_code: '123',
    });
    const eCheck = toPaymentDetail(ECHECK_6789, '123', null);
    expect(eCheck).toMatchObject({ payment_method: 'EC', payment_card_type: 'EC', electronic_check_rdfi_number: '011000015' });
    expect(eCheck).not.toHaveProperty('card_validation_code');
  });
});
