import type { ErpPaymentLogEntry, PaymentCardsResponse, PaymentResponse } from 'shared/server';
import { buildTestSandbox, postJson, type TestApp } from './helpers';
import { cardDetail, line, MC_100200, payment, pick, plain, testCard, tokenizeCard, VISA_100100 } from './payment-helpers';

/** Posts a body written as JSON text, so a probe value reaches the ERP exactly as a client sent it. */
async function postRaw(app: TestApp, url: string, json: string): Promise<PaymentResponse> {
  const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json });
  expect(res.statusCode).toBe(200);
  return res.json<PaymentResponse>();
}

const log = async (app: TestApp) =>
  (await app.inject({ method: 'GET', url: '/erp/payments/log' })).json<ErpPaymentLogEntry[]>();

/** A payment body with one line whose amount is the given JSON text. */
function paymentJson(customer: string, company: string, token: string, document: ReturnType<typeof line>, amount: string, cvv = '') {
  const body = payment(customer, company, cardDetail(token, { card_validation_code: cvv }), [{ ...document, amount_to_process: 0 }]);
  return JSON.stringify(body).replace('"amount_to_process":0', `"amount_to_process":${amount}`);
}

function depositJson(amount: string) {
  const body = {
    payer_data: { customer_number: '100100', company_code: '1000' },
    payment_detail: cardDetail(VISA_100100),
    deposit_detail: { amount_to_process: 0, currency_key: 'USD', reason_code: '20', reference_number: 'CEILING', comment: '' },
  };
  return JSON.stringify(body).replace('"amount_to_process":0', `"amount_to_process":${amount}`);
}

describe('the ERP applies the portal’s amount ceilings', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/erp/__reset' });
  });

  it.each(['99999999999999999999', '123456789012345.67', '1e300'])(
    'refuses a payment of %s where overpayment is allowed (company 1100), charging nothing',
    async (amount) => {
      const invoice = pick(app, '100200', 'open');
      const open = invoice.open_amount;
      const body = await postRaw(app, '/erp/invoice/payments', paymentJson('100200', '1100', MC_100200, line(invoice), amount));
      expect(body.status).toEqual([
        expect.objectContaining({ message_type: 'E', message_line_string: expect.stringMatching(/cannot be paid: the amount is above/) }),
      ]);
      expect(body.payed).toEqual([]);
      expect(invoice.open_amount).toBe(open);
      expect(await log(app)).toEqual([]);
    },
  );

  it('takes an overpayment up to twice the open amount, not a cent more', async () => {
    const invoice = pick(app, '100200', 'open');
    const ceiling = (Math.round(invoice.open_amount * 100) * 2) / 100;
    const over = await postRaw(app, '/erp/invoice/payments', paymentJson('100200', '1100', MC_100200, line(invoice), ((Math.round(invoice.open_amount * 100) * 2 + 1) / 100).toFixed(2)));
    expect(over.status[0]?.message_line_string).toBe(
      `Document ${plain(invoice.billing_document_number)} cannot be paid: the amount is above its ceiling of ${ceiling.toFixed(2)}.`,
    );
    const at = await postRaw(app, '/erp/invoice/payments', paymentJson('100200', '1100', MC_100200, line(invoice), ceiling.toFixed(2)));
    expect(at.status[0]).toMatchObject({ message_type: 'S', message_line_string: expect.stringContaining(`Payment of ${ceiling.toFixed(2)} USD`) });
    expect((await log(app)).map((e) => e.amount)).toEqual([ceiling]);
  });

  it.each([
    ['99999999999999999999999999999999', 'A deposit is at most 1,000,000.00 USD.'],
    ['123456789012345.67', 'A deposit is at most 1,000,000.00 USD.'],
    ['1000000.01', 'A deposit is at most 1,000,000.00 USD.'],
    ['-99999999999999999999999999999999', 'A deposit is at least 1.00 USD.'],
  ])('refuses a deposit of %s', async (amount, message) => {
    const body = await postRaw(app, '/erp/customer/makedeposit', depositJson(amount));
    expect(body.status).toEqual([expect.objectContaining({ message_type: 'E', message_line_string: message })]);
    expect(await log(app)).toEqual([]);
  });

  it.each([
    ['1000000.00', 1000000, 'Deposit of 1000000.00 USD'],
    ['999999.99', 999999.99, 'Deposit of 999999.99 USD'],
  ])('charges a deposit of %s exactly, at the ceiling', async (amount, charged, message) => {
    const body = await postRaw(app, '/erp/customer/makedeposit', depositJson(amount));
    expect(body.status[0]).toMatchObject({ message_type: 'S', message_line_string: expect.stringContaining(message) });
    expect(body.payed[0]?.amount).toBe(charged);
    expect((await log(app)).map((e) => e.amount)).toEqual([charged]);
  });
});

describe('the ERP asks for the CVV wherever a card is used', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());

  const authorize = async (customer: string, company: string, token: string, cvv: string) =>
    (
      await postJson<PaymentCardsResponse>(app, '/erp/customer/payment_cards', {
        payer_data: { customer_number: customer, company_code: company },
        action: '04',
        payment_cards: [{ name: 'Dana Whitfield', token, type: 'VISA', valid_to: '09-30-2029', default: '', card_validation_code: cvv }],
      })
    ).body.status;

  it('refuses to authorize (04) a card without CVV where the company requires one (1000), as its payment would', async () => {
    const { result } = await tokenizeCard(app, testCard('4111111111111111'));
    const token = result.paymentcard!.payment_card_token;
    expect(await authorize('100100', '1000', token, '')).toEqual({ message_type: 'E', message_line_string: 'CVV required for this company code.' });
    expect(await authorize('100100', '1000', token, '12')).toEqual({ message_type: 'E', message_line_string: 'CVV is not valid.' });
    expect(await authorize('100100', '1000', token, '123')).toMatchObject({ message_type: 'S' });
    const invoice = pick(app, '100100', 'open');
    const paid = await postJson<PaymentResponse>(app, '/erp/invoice/payments', payment('100100', '1000', cardDetail(token, { card_validation_code: '' }), [line(invoice)]));
    expect(paid.body.status[0]?.message_line_string).toBe('CVV required for this company code.');
  });

  it('authorizes without CVV where the company does not require one (1100)', async () => {
    const { result } = await tokenizeCard(app, testCard('4111111111111111'));
    expect(await authorize('100200', '1100', result.paymentcard!.payment_card_token, '')).toMatchObject({ message_type: 'S' });
  });
});
