import type { FastifyInstance } from 'fastify';
import { amountMaximumMessage, overpaymentLimitMessage, VALIDATION, type DepositRequest, type PaymentRequest } from 'shared/server';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import { COMPANY_1000, deposit, newKey, payment, row, saveTestMethods } from './helpers/payments';
import { bearer, useApiTest } from './helpers/test-app';

const DEPOSIT_MAX = amountMaximumMessage('1,000,000.00');
const OVER_LIMIT = overpaymentLimitMessage(2);

/** Company 1000 with overpayment allowed (and reasons not required). */
const OVERPAYING_1000 = {
  ...COMPANY_1000,
  payment_types: [
    { payment_type: 'O' as const, active: 'X' as const, overpayment_allowed: 'X' as const, reason_not_required: 'X' as const },
    { payment_type: 'D' as const, active: 'X' as const, overpayment_allowed: '' as const, reason_not_required: '' as const },
  ],
};

/**
 * A body as JSON text with the marker "RAW" replaced by the amount as written, so a probe value
 * reaches the server exactly as a client could send it (a JSON number, not a string).
 */
const withRawAmount = (body: object, amount: string) =>
  JSON.stringify(body).replace('"amount_to_process":"RAW"', `"amount_to_process":${amount}`);

describe.each(databases)('amounts: decimal, bounded, charged exactly ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'jp'] });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });
  beforeEach(() => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = OVERPAYING_1000;
  });

  const post = (url: string, who: string, payload: string | object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens[who]!), 'idempotency-key': newKey(), 'content-type': 'application/json' },
      payload,
    });
  const pay = (payload: string | object) => post('/api/invoice/payments', 'soldto', payload);
  const makeDeposit = (payload: string | object) => post('/api/customer/makedeposit', 'payer', payload);
  const charges = () => erp.callsTo('/erp/invoice/payments') + erp.callsTo('/erp/customer/makedeposit');
  const sentPayment = () => erp.calls.filter((c) => c.url === '/erp/invoice/payments').at(-1)!.body as PaymentRequest;
  const sentDeposit = () => erp.calls.filter((c) => c.url === '/erp/customer/makedeposit').at(-1)!.body as DepositRequest;
  const lastReceipt = async () =>
    (await app.db.query<{ text_body: string }>('SELECT text_body FROM mail_outbox ORDER BY id DESC LIMIT 1')).rows[0]?.text_body ?? '';

  describe('payments where overpayment is allowed', () => {
    const invoice = (amount: number | string) => row('100100', DOC.partlyPaid, amount);

    it.each([
      ['the text 99999999999999999999', (b: object) => b, '99999999999999999999'],
      ['the JSON number 99999999999999999999', (b: object) => withRawAmount(b, '99999999999999999999'), 'RAW'],
      ['the text 123456789012345.67', (b: object) => b, '123456789012345.67'],
      ['the JSON number 123456789012345.67', (b: object) => withRawAmount(b, '123456789012345.67'), 'RAW'],
      ['the JSON number 1e300', (b: object) => withRawAmount(b, '1e300'), 'RAW'],
      ['one cent over twice the open amount', (b: object) => b, '501.01'],
    ])('refuses %s (422) before the ERP', async (_case, shape, amount) => {
      const before = charges();
      const response = await pay(shape(payment('100100', '1000', [invoice(amount)])));
      expect(response.json()).toMatchObject({ statusCode: 422, message: OVER_LIMIT });
      expect(charges()).toBe(before);
    });

    it('keeps the spec message where overpayment is off, also for an amount beyond every ceiling', async () => {
      erp.customizing['1000'] = COMPANY_1000;
      const response = await pay(withRawAmount(payment('100100', '1000', [invoice('RAW')]), '99999999999999999999'));
      expect(response.json()).toMatchObject({ statusCode: 422, message: VALIDATION.payClick.overpaymentNotAllowed });
    });

    it('charges twice the open amount exactly, and the receipt shows it', async () => {
      const response = await pay(payment('100100', '1000', [invoice('501.00')]));
      expect(response.statusCode).toBe(200);
      expect(sentPayment().documents[0]).toMatchObject({ open_amount: 250.5, amount_to_process: 501 });
      expect(await lastReceipt()).toContain('$501.00');
    });

    it('refuses more than 2 decimals, also as a JSON number carrying binary noise', async () => {
      expect((await pay(payment('100100', '1000', [invoice('100.005')]))).json().message).toBe(VALIDATION.payAmount.numeric);
      const noisy = withRawAmount(payment('100100', '1000', [invoice('RAW')]), '0.30000000000000004');
      expect((await pay(noisy)).json().message).toBe(VALIDATION.payAmount.numeric);
    });
  });

  it('refuses decimals in a currency without them (JPY), before the ERP', async () => {
    const before = charges();
    const yen = (amount: string) => payment('400100', 'JP01', [row('400100', DOC.partlyPaid, amount, { currency_key: 'JPY' })]);
    const response = await post('/api/invoice/payments', 'jp', yen('100.50'));
    expect(response.json()).toMatchObject({ statusCode: 422, message: VALIDATION.payAmount.wholeUnitsOnly });
    expect(charges()).toBe(before);
  });

  describe('deposits', () => {
    it.each([
      ['the text of 32 nines', (b: object) => b, '99999999999999999999999999999999'],
      ['the JSON number of 32 nines', (b: object) => withRawAmount(b, '99999999999999999999999999999999'), 'RAW'],
      ['the text 123456789012345.67', (b: object) => b, '123456789012345.67'],
      ['the JSON number 123456789012345.67', (b: object) => withRawAmount(b, '123456789012345.67'), 'RAW'],
      ['one cent over the maximum', (b: object) => b, '1000000.01'],
    ])('refuses %s (422) before the ERP', async (_case, shape, amount) => {
      const before = charges();
      const response = await makeDeposit(shape(deposit('200100', '1000', { amount_to_process: amount })));
      expect(response.json()).toMatchObject({ statusCode: 422, message: DEPOSIT_MAX });
      expect(charges()).toBe(before);
    });

    it.each([
      ['1000000.00', 1000000, '$1,000,000.00'],
      ['999999.99', 999999.99, '$999,999.99'],
      ['123.45', 123.45, '$123.45'],
    ])('charges %s exactly and the receipt says %s', async (amount, charged, shown) => {
      const response = await makeDeposit(withRawAmount(deposit('200100', '1000', { amount_to_process: 'RAW' }), amount));
      expect(response.statusCode).toBe(200);
      expect(sentDeposit().deposit_detail.amount_to_process).toBe(charged);
      expect(await lastReceipt()).toContain(`DEP-1: ${shown} (authorization AUTH-DEP-1)`);
    });
  });
});
