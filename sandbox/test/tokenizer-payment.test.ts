import type { PaymentCard, PayerResponse } from 'shared/server';
import { isDeclinedToken, lastFour } from '../src/lib/card-tokens';
import { buildTestSandbox, postJson } from './helpers';
import {
  cardDetail,
  checkDetail,
  DECLINED_100200,
  line,
  pay,
  payment,
  pick,
  testCard,
  testCheck,
  tokenizeCard,
} from './payment-helpers';

describe('tokenizer to payment', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());

  it('a session card from the tokenizer pays without being saved', async () => {
    const { tokenize, result } = await tokenizeCard(app, testCard('4111 1111 1111 1111'));
    expect(tokenize.result).toBe('approved');
    const card = result.paymentcard as PaymentCard;
    expect(card.payment_card_token).toBe(tokenize.token);
    expect(lastFour(card.payment_card_token)).toBe('1111');

    const invoice = pick(app, '100100', 'open');
    const body = await pay(app, payment('100100', '1000', cardDetail(card.payment_card_token), [line(invoice)]));
    expect(body.status[0]).toMatchObject({ message_type: 'S', authorization_reference_code: 'AUTH00000001' });
    expect(invoice.open_amount).toBe(0);
    const logged = (await app.inject({ method: 'GET', url: '/erp/payments/log' })).json<{ token: string }[]>();
    expect(logged.map((e) => e.token)).toEqual([card.payment_card_token]);
    const { body: payer } = await postJson<PayerResponse>(app, '/erp/customer/payer', {
      customer_number: '100100',
      company_code: '1000',
      action: '01',
    });
    expect(payer.detail.payment_cards.some((c) => c.payment_card_token === card.payment_card_token)).toBe(false);
  });

  it('a session eCheck pays too, without a CVV', async () => {
    const { result } = await tokenizeCard(app, testCheck('1234-5678'), 'EC');
    const token = result.paymentcard?.payment_card_token ?? '';
    expect(token).toMatch(/_5678$/);
    const invoice = pick(app, '100100', 'open');
    const body = await pay(app, payment('100100', '1000', checkDetail(token), [line(invoice)]));
    expect(body.status[0]?.message_type).toBe('S');
    // The method sent must match what the token is.
    const other = pick(app, '100100', 'open');
    const mismatch = await pay(app, payment('100100', '1000', cardDetail(token), [line(other)]));
    expect(mismatch.status[0]?.message_line_string).toBe('Payment method does not match the token.');
  });

  it('4000 0000 0000 0002 is tokenized, then declined by the issuer at authorization and charge', async () => {
    const { tokenize, result } = await tokenizeCard(app, testCard('4000000000000002'));
    expect(tokenize.result).toBe('approved');
    const token = result.paymentcard!.payment_card_token;
    expect(isDeclinedToken(token)).toBe(true);
    expect(lastFour(token)).toBe('0002');
    const authorize = await app.inject({
      method: 'POST',
      url: '/erp/customer/payment_cards',
      payload: {
        payer_data: { customer_number: '100200', company_code: '1100' },
        action: '04',
        payment_cards: [{ name: 'Pat', token, type: 'VISA', valid_to: result.paymentcard!.valid_to, default: '' }],
      },
    });
    expect(authorize.json().status).toMatchObject({ message_type: 'E', message_line_string: 'Card not approved' });
    const invoice = pick(app, '100200', 'open');
    const charge = await pay(app, payment('100200', '1100', cardDetail(token), [line(invoice)]));
    expect(charge.status[0]).toMatchObject({ message_type: 'E', message_line_string: 'Card declined by issuer.' });
    expect(isDeclinedToken(DECLINED_100200)).toBe(true);
    expect(lastFour(DECLINED_100200)).toBe('0002');
    const { tokenize: visa } = await tokenizeCard(app, testCard('4111111111111111'));
    expect(isDeclinedToken(visa.token ?? '')).toBe(false);
  });
});
