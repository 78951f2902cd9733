import { useSessionStore } from 'shared';
import { fakeApi, ok } from 'shared/testing';
import { ECHECK_6789, MC_4444, VISA_1111, account } from '../../../testing/fixtures';
import { authorizeSessionCard, paymentCardsError, postPaymentCards, toCardEntry } from './payment-cards';

beforeEach(() => useSessionStore.getState().clear());

describe('payment_cards answers (docs/product/messages.md Card saving)', () => {
  it('is fine on S', () => {
    expect(paymentCardsError({ message_type: 'S', message_line_string: 'Saved.' }, 'VISA')).toBeNull();
  });

  it("maps message 74 to '{type} already exists.'", () => {
    expect(paymentCardsError({ message_type: 'E', message_number: '74', message_line_string: 'raw 74' }, 'VISA')).toBe('Visa already exists.');
    expect(paymentCardsError({ message_type: 'E', message_number: '074', message_line_string: '' }, 'EC')).toBe('eCheck already exists.');
  });

  it("maps message 76 to '{type} already assigned to account {number}'", () => {
    expect(paymentCardsError({ message_type: 'E', message_number: '76', message_line_string: 'Owner 0000100200' }, 'MC')).toBe(
      'Master Card already assigned to account 100200',
    );
    expect(
      paymentCardsError({ message_type: 'E', message_number: '76', message_line_string: 'American Express already assigned to account 100100' }, 'AMEX'),
    ).toBe('American Express already assigned to account 100100');
  });

  it("shows any other message, or 'There was an error processing payment method.' when there is none", () => {
    expect(paymentCardsError({ message_type: 'E', message_line_string: 'Card expired.' }, 'VISA')).toBe('Card expired.');
    expect(paymentCardsError({ message_type: 'E', message_line_string: '' }, 'VISA')).toBe('There was an error processing payment method.');
  });

  it('reads message_type at the top or in status', async () => {
    fakeApi({ '/customer/payment_cards': () => ok({ message_type: 'E', message_number: '74', message_line_string: 'x' }) });
    const body = { payer_data: { customer_number: '1', company_code: '1000' }, action: '01' as const, payment_cards: [] };
    await expect(postPaymentCards(body)).resolves.toEqual({ message_type: 'E', message_number: '74', message_line_string: 'x' });
    fakeApi({ '/customer/payment_cards': () => ok({ status: { message_type: 'S', message_line_string: 'ok' } }) });
    await expect(postPaymentCards(body)).resolves.toEqual({ message_type: 'S', message_line_string: 'ok' });
  });

  it('names the impersonated user', async () => {
    useSessionStore.setState({ impersonatedUserId: 42 });
    const api = fakeApi({ '/customer/payment_cards': () => ok({ status: { message_type: 'S', message_line_string: '' } }) });
    await authorizeSessionCard(account(), { ...MC_4444, is_session: true }, '123');
    expect(api.seen[0]!.params).toEqual({ userid: 42 });
  });
});

describe('card entries (docs/product/payment-methods.md)', () => {
  it('carries the token and what identifies it, the eCheck fields only for eChecks', () => {
    expect(toCardEntry(VISA_1111)).toEqual({
      name: 'Dana Whitfield',
      token: VISA_1111.payment_card_token,
      type: 'VISA',
      valid_from: '',
      valid_to: '09-30-2029',
      default: 'X',
    });
    expect(toCardEntry(ECHECK_6789, { default: 'X' })).toEqual({
      name: 'Harborview Tower Management LLC',
      token: ECHECK_6789.payment_card_token,
      type: 'EC',
      valid_from: '',
      valid_to: '',
      default: 'X',
      electronic_check_account_type: 'C',
      electronic_check_rdfi_number: '011000015',
    });
  });

  it("authorize (04) answers null when approved, 'Credit Card not approved.' when not", async () => {
    const api = fakeApi({ '/customer/payment_cards': () => ok({ status: { message_type: 'S', message_line_string: 'approved' } }) });
    await expect(authorizeSessionCard(account(), { ...MC_4444, is_session: true }, '123')).resolves.toBeNull();
    expect(api.seen[0]!.body).toMatchObject({ action: '04', payment_cards: [{ token: MC_4444.payment_card_token, card_validation_code: '123', default: '' }] });
    fakeApi({ '/customer/payment_cards': () => ok({ status: { message_type: 'E', message_line_string: 'Card not approved' } }) });
    await expect(authorizeSessionCard(account(), MC_4444, null)).resolves.toBe('Credit Card not approved.');
  });
});
