import type { FastifyInstance } from 'fastify';
import { MESSAGES, VALIDATION, type PaymentRequest } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { CARD, COMPANY_1000, deposit, ECHECK, payment, payWith, row, saveTestMethods, newKey } from './helpers/payments';
import { startImpersonating } from './helpers/impersonation';
import { bearer, useApiTest, userId } from './helpers/test-app';

const C = VALIDATION.payClick;
const A = VALIDATION.payAmount;

describe.each(databases)('payments and deposits ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'payerall', 'staff', 'viewer', 'noecheck'] });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  let api: ReturnType<typeof payWith>;
  beforeAll(() => {
    ({ app, erp } = t);
    api = payWith(app, tokens);
  });
  beforeEach(() => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
  });

  const payments = () => erp.callsTo('/erp/invoice/payments');
  const lastPayment = () => erp.calls.filter((c) => c.url === '/erp/invoice/payments').at(-1)!.body as PaymentRequest;

  it("pays with the ERP's open amounts and answers the ERP's status and payed lists", async () => {
    const body = payment('100100', '1000', [row('100100', DOC.open, 100), row('100100', DOC.partlyPaid, '50.25', { reason_code: '03' })]);
    const response = await api.pay('soldto', body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.status).toHaveLength(2);
    expect(answer.status[0]).toMatchObject({ message_type: 'S', message_line_string: 'Payment posted', authorization_reference_code: expect.stringMatching(/^AUTH-/) });
    expect(answer.payed).toHaveLength(2);
    const sent = lastPayment();
    expect(sent.documents.map((d) => [d.open_amount, d.amount_to_process, d.reason_description, d.reference_number])).toEqual([
      [100, 100, '', 'PO-100100-0'],
      [250.5, 50.25, 'Paying in installments', 'PO-100100-1'],
    ]);
    expect(sent.payment_detail).toMatchObject({ payment_method: 'CC', payment_card_token: CARD.payment_card_token, card_validation_code: '123' });
  });

  it('answers 200 with the failed lines when the card is declined', async () => {
    const response = await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)], { ...CARD, payment_card_token: DECLINED_TOKEN }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: [expect.objectContaining({ message_type: 'E', message_line_string: 'Card declined' })], payed: [] });
  });

  describe('refusals before the ERP is asked to pay', () => {
    it.each([
      ['a user without CanMakePayment', 'viewer', payment('100200', '1100', [row('100200', DOC.open, 100)]), ''],
      ['a staff user not impersonating', 'staff', payment('100100', '1000', [row('100100', DOC.open, 100)]), ''],
    ])('refuses %s (403)', async (_case, who, body, query) => {
      const before = payments();
      const response = await api.pay(who, body, undefined, query);
      expect(response.statusCode).toBe(403);
      expect(payments()).toBe(before);
    });

    it('lets staff with CanImpersonate pay for the impersonated user, and nobody else impersonate', async () => {
      const id = await userId(app, 'soldto@portal.test');
      const body = payment('100100', '1000', [row('100100', DOC.open, 100)]);
      const key = newKey();
      await startImpersonating(app, tokens.staff!, id);
      expect((await api.pay('staff', body, key, `?userid=${id}`)).statusCode).toBe(200);
      expect((await api.pay('viewer', body, undefined, `?userid=${id}`)).statusCode).toBe(403);
      // The audit log names both: the staff member who paid and the customer paid for.
      const { rows } = await app.db.query<{ user_id: number; detail: Record<string, unknown> }>(
        "SELECT user_id, detail FROM audit_log WHERE action = 'impersonated_payment' AND detail->>'idempotencyKey' = $1",
        [key],
      );
      expect(rows).toEqual([
        { user_id: await userId(app, 'staff@portal.test'), detail: { customerId: id, paidBy: 'Paid by Sam Staff on your behalf.', idempotencyKey: key, httpStatus: 200 } },
      ]);
      // The customer's receipt says so too (docs/product/checkout-and-payments.md#who-may-pay).
      const mail = await app.db.query<{ to_address: string; text_body: string }>(
        'SELECT m.to_address, m.text_body FROM mail_outbox m JOIN payment_attempts p ON p.id = m.payment_attempt_id WHERE p.idempotency_key = $1',
        [key],
      );
      expect(mail.rows).toEqual([{ to_address: 'soldto@portal.test', text_body: expect.stringMatching(/^Paid by Sam Staff on your behalf\.\n/) }]);
    });

    it.each([
      ['another payer', 'soldto', payment('200100', '1000', [row('100300', DOC.open, 100)]), API_TEXTS.foreignAccount],
      ['a document of another of own accounts', 'soldto', payment('100100', '1000', [row('100200', DOC.open, 100)]), API_TEXTS.foreignDocument],
      ["another customer's document", 'payer', payment('200100', '1000', [row('100100', DOC.open, 100)]), API_TEXTS.foreignDocument],
      ['an excluded sold-to', 'payerall', payment('200100', '1000', [row('100500', DOC.open, 100)]), API_TEXTS.foreignDocument],
      ['a company of no own account', 'soldto', payment('100100', '2000', [row('100100', DOC.open, 100)]), API_TEXTS.foreignCompany],
    ])('refuses %s (403)', async (_case, who, body, message) => {
      const before = payments();
      const response = await api.pay(who, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
      expect(payments()).toBe(before);
    });

    it('requires an Idempotency-Key of 8 to 128 characters (400)', async () => {
      const body = payment('100100', '1000', [row('100100', DOC.open, 100)]);
      for (const key of [null, 'short', 'x'.repeat(129)]) {
        const response = await api.pay('soldto', body, key);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(API_TEXTS.idempotencyKeyRequired);
      }
    });
  });

  describe('the rules of docs/product/checkout-and-payments.md, with their messages (422)', () => {
    const invoice = (amount: number | string, extra = {}) => row('100100', DOC.open, amount, extra);
    const credit = (amount: number) => row('100100', DOC.credit, amount);
    it.each([
      ['not a number', [invoice('12abc')], CARD, A.numeric],
      ['empty', [invoice('')], CARD, A.empty],
      ['zero', [invoice(0)], CARD, A.zero],
      ['negative', [invoice(-5)], CARD, A.negative],
      ['a credit over its open amount', [invoice(100), credit(-50)], CARD, A.overNotAllowed],
      ['no method', [invoice(100)], { ...CARD, payment_card_token: '' }, C.cardNotSelected],
      ['an overpayment', [invoice(100.01)], CARD, C.overpaymentNotAllowed],
      ['no CVV', [invoice(100)], { ...CARD, card_validation_code: '' }, C.cvvRequired],
      ['a short CVV', [invoice(100)], { ...CARD, card_validation_code: '12' }, C.cvvInvalid],
      ['credits above the invoices', [invoice(30, { reason_code: '03' }), credit(-40)], CARD, C.creditsExceed],
      ['nothing to pay', [], CARD, C.totalPositive],
      ['no reason for a partial payment', [invoice(50)], CARD, C.reasonRequired],
      ['an unknown reason', [invoice(50, { reason_code: '77' })], CARD, C.reasonRequired],
      ['no description for a reason that needs one', [invoice(50, { reason_code: '01' })], CARD, C.reasonDescriptionRequired],
      ['a read-only document', [row('100100', DOC.readOnly, 75)], CARD, API_TEXTS.documentNotPayable],
      ['a cleared document', [row('100100', DOC.cleared, 10)], CARD, API_TEXTS.documentNotPayable],
      ['a document twice', [invoice(50, { reason_code: '03' }), invoice(50, { reason_code: '03' })], CARD, API_TEXTS.duplicateDocument],
      ['a card type against its method', [invoice(100)], { ...CARD, payment_method: 'EC' }, API_TEXTS.paymentMethodMismatch],
    ])('refuses %s', async (_case, documents, detail, message) => {
      const before = payments();
      const response = await api.pay('soldto', payment('100100', '1000', documents, detail));
      expect(response.json()).toMatchObject({ statusCode: 422, message });
      expect(payments()).toBe(before);
    });

    it('refuses a partial payment when the company allows none', async () => {
      erp.customizing['1000'] = { ...COMPANY_1000, generel_data: { partial_payments_allowed: '', cvv_use_control: '1' } };
      const response = await api.pay('soldto', payment('100100', '1000', [invoice(50, { reason_code: '03' })]));
      expect(response.json()).toMatchObject({ statusCode: 422, message: A.partialNotAllowed });
    });

    it('refuses an eCheck for company 0020 even when the ERP lists eChecks', async () => {
      erp.customizing['0020'] = { allowed_payment_methods: ['VISA', 'MC', 'AMEX', 'EC'] };
      const before = payments();
      const response = await api.pay('noecheck', payment('300100', '0020', [row('300100', DOC.open, 100)], ECHECK));
      expect(response.json()).toMatchObject({ statusCode: 422, message: API_TEXTS.paymentMethodNotAllowed });
      expect(payments()).toBe(before);
    });

    it('refuses a card type the company does not accept', async () => {
      const response = await api.pay('soldto', payment('100200', '1100', [row('100200', DOC.open, 100)], { ...CARD, payment_card_type: 'AMEX' }));
      expect(response.json()).toMatchObject({ statusCode: 422, message: API_TEXTS.paymentMethodNotAllowed });
    });

    it('takes credits at their open amount, eChecks without CVV, reasons with descriptions, allowed overpayments', async () => {
      const mixed = payment('100100', '1000', [invoice(60, { reason_code: '01', comment: 'Disputed' }), credit(-40)], ECHECK);
      expect((await api.pay('soldto', mixed)).statusCode).toBe(200);
      expect(lastPayment().payment_detail).not.toHaveProperty('card_validation_code');
      erp.customizing['1000'] = { ...COMPANY_1000, payment_types: [{ payment_type: 'O', active: 'X', overpayment_allowed: 'X', reason_not_required: 'X' }] };
      expect((await api.pay('soldto', payment('100100', '1000', [invoice(120)]))).statusCode).toBe(200);
      expect((await api.pay('soldto', payment('100100', '1000', [invoice(20)]))).statusCode).toBe(200);
    });
  });

  describe('deposits', () => {
    it('makes a deposit for a payer with deposits on', async () => {
      const response = await api.deposit('payer', deposit('200100', '1000'));
      expect(response.statusCode).toBe(200);
      expect(response.json().status[0]).toMatchObject({ message_type: 'S', authorization_reference_code: 'AUTH-DEP-1' });
      const sent = erp.calls.filter((c) => c.url === '/erp/customer/makedeposit').at(-1)!.body;
      expect(sent).toMatchObject({ deposit_detail: { amount_to_process: 500, currency_key: 'USD', reason_code: '20' } });
    });

    it.each([
      ['an amount below 1', { amount_to_process: 0.5 }, VALIDATION.deposit.minimum],
      ['a negative amount', { amount_to_process: -10 }, VALIDATION.deposit.minimum],
      ['not a number', { amount_to_process: 'ten' }, VALIDATION.deposit.notNumber],
      ['no amount', { amount_to_process: '' }, VALIDATION.deposit.required],
      ['another currency', { currency_key: 'CAD' }, API_TEXTS.depositCurrency],
      ['a reason of payment type O', { reason_code: '03' }, C.reasonRequired],
      ['no description for a reason that needs one', { reason_code: '21' }, C.reasonDescriptionRequired],
    ])('refuses %s (422)', async (_case, detail, message) => {
      const response = await api.deposit('payer', deposit('200100', '1000', detail));
      expect(response.json()).toMatchObject({ statusCode: 422, message });
    });

    it('refuses deposits where payment type D is off, a missing CVV, a foreign payer, a missing key', async () => {
      const off = await api.deposit('soldto', deposit('100200', '1100'));
      expect(off.json()).toMatchObject({ statusCode: 422, message: API_TEXTS.depositsUnavailable });
      const cvv = await api.deposit('payer', deposit('200100', '1000', {}, { ...CARD, card_validation_code: '' }));
      expect(cvv.json().message).toBe(C.cvvRequired);
      expect((await api.deposit('soldto', deposit('200100', '1000'))).statusCode).toBe(403);
      expect((await api.deposit('payer', deposit('200100', '1000'), null)).statusCode).toBe(400);
      expect((await api.deposit('viewer', deposit('100200', '1100'))).statusCode).toBe(403);
    });
  });

  it('answers 502 with the spec message when the ERP is down', async () => {
    erp.setDown(true);
    const response = await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: MESSAGES.paymentError, uniqueId: expect.any(String) });
    expect((await api.deposit('payer', deposit('200100', '1000'))).json().message).toBe(MESSAGES.paymentError);
  });

  describe('POST /api/customer/payer', () => {
    const payer = (who: string, customer: string, company = '1000') =>
      app.inject({
        method: 'POST',
        url: '/api/customer/payer',
        headers: bearer(tokens[who]!),
        payload: { customer_number: customer, company_code: company, action: '01', sales_area_data: { sales_organization: company, distribution_channel: '10', division: '00' } },
      });

    it("answers the payer's detail with the saved payment methods, without excluded sold-tos", async () => {
      erp.reset(); // the fake ERP's own saved list: one Visa
      const own = await payer('soldto', '100100');
      expect(own.statusCode).toBe(200);
      expect(own.json().detail.payment_cards).toEqual([expect.objectContaining({ payment_card_type: 'VISA' })]);
      const all = await payer('payerall', '200100');
      expect(all.json().detail.soldto_list.map((s: { customer_number: string }) => s.customer_number)).toEqual(['100300', '100400']);
    });

    it('refuses a foreign customer (403) and answers 502 when the ERP is down', async () => {
      expect((await payer('soldto', '200100')).statusCode).toBe(403);
      expect((await payer('staff', '100100')).statusCode).toBe(403);
      erp.setDown(true);
      expect((await payer('soldto', '100100')).json().message).toBe(MESSAGES.payerDetailsError);
    });
  });
});
