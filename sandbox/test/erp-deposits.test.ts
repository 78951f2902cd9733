import type { DepositRequest, ErpPaymentLogEntry, PaymentResponse } from 'shared/server';
import { buildTestSandbox, postJson, search, searchRequest, type TestApp } from './helpers';
import { cardDetail, documentsOf, line, MC_100200, pay, payment, pick, TODAY, VISA_100100 } from './payment-helpers';

const deposit = (customer: string, company: string, token: string, detail: Partial<DepositRequest['deposit_detail']> = {}) => ({
  payer_data: { customer_number: customer, company_code: company },
  payment_detail: cardDetail(token),
  deposit_detail: {
    amount_to_process: 250,
    currency_key: 'USD',
    reason_code: '20',
    reference_number: 'MOD-2026-07',
    comment: '',
    ...detail,
  },
});

const makeDeposit = async (app: TestApp, body: object) =>
  (await postJson<PaymentResponse>(app, '/erp/customer/makedeposit', body)).body;

const log = async (app: TestApp) =>
  (await app.inject({ method: 'GET', url: '/erp/payments/log' })).json<ErpPaymentLogEntry[]>();

describe('POST /erp/customer/makedeposit', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/erp/__reset' });
  });

  it('books a deposit of payer 200100 as a credit on its first sold-to', async () => {
    app.erpStore.paymentCards('200100').push({ ...app.erpStore.paymentCards('100100')[0]!, payment_card_token: 'tok_visa_cccccccccccc_1111' });
    const body = await makeDeposit(app, deposit('200100', '1000', 'tok_visa_cccccccccccc_1111'));
    expect(body).toEqual({
      status: [
        {
          index_number: 1,
          document_number_finance: '1800000001',
          message_type: 'S',
          message_line_string: 'Deposit of 250.00 USD posted to document 1800000001',
          authorization_reference_code: 'AUTH00000001',
        },
      ],
      payed: [{ authorization_reference_code: 'AUTH00000001', document_number_finance: '1800000001', amount: 250 }],
    });
    const doc = documentsOf(app, '100300').find((d) => d.document_number_finance === '1800000001');
    expect(doc).toMatchObject({
      billing_document_number: '',
      finance_document_only: 'X',
      reference_number: 'MOD-2026-07',
      soldto_number: '0000100300',
      payer_number: '0000200100',
      document_date: TODAY,
      total_amount: -250,
      paid_amount: 0,
      open_amount: -250,
      clearing_date: '',
    });
    const found = await search(app, searchRequest('200100', '1000', { status: '01' }));
    expect(found.document_list.some((d) => d.document_number_finance === '1800000001')).toBe(true);
    expect(await log(app)).toEqual([
      {
        at: expect.any(String),
        kind: 'deposit',
        payer: '200100',
        token: 'tok_visa_cccccccccccc_1111',
        amount: 250,
        currency_key: 'USD',
        documents: ['1800000001'],
        authorization_reference_code: 'AUTH00000001',
      },
    ]);
  });

  it('a deposit is a credit a later payment can use (found by its finance number)', async () => {
    await makeDeposit(app, deposit('100100', '1000', VISA_100100, { amount_to_process: 100 }));
    const invoice = pick(app, '100100', 'open');
    const credit = documentsOf(app, '100100').find((d) => d.document_number_finance === '1800000001');
    if (!credit) throw new Error('deposit missing');
    const body = await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(invoice), line(credit, -40)]));
    expect(body.status.map((s) => s.message_type)).toEqual(['S', 'S']);
    expect(body.status[1]?.message_line_string).toBe('Payment of -40.00 USD posted to document 1800000001');
    expect(credit).toMatchObject({ open_amount: -60, paid_amount: -40, clearing_date: '' });
  });

  it('only company codes with payment type D active take deposits', async () => {
    const body = await makeDeposit(app, deposit('100200', '1100', MC_100200));
    expect(body.status).toEqual([
      { index_number: 0, document_number_finance: '', message_type: 'E', message_line_string: 'Deposits are not enabled for company code 1100.' },
    ]);
    expect(body.payed).toEqual([]);
    expect(await log(app)).toEqual([]);
  });

  it.each([
    [{ amount_to_process: 0.5 }, 'A deposit is at least 1.00 USD.'],
    [{ amount_to_process: 10.001 }, 'Deposit amount 10.001 has too many decimals for USD.'],
    [{ currency_key: 'CAD' }, 'Deposits of company code 1000 are taken in USD.'],
    [{ reason_code: '21' }, 'Deposit cannot be posted: reason code 21 needs a description.'],
    [{ reason_code: '05' }, 'Deposit cannot be posted: reason code 05 is not a reason of company code 1000.'],
  ])('refuses %j', async (detail, message) => {
    const body = await makeDeposit(app, deposit('100100', '1000', VISA_100100, detail as object));
    expect(body.status[0]).toMatchObject({ message_type: 'E', message_line_string: message });
    expect(documentsOf(app, '100100').some((d) => d.finance_document_only === 'X')).toBe(false);
  });
});

describe('payments log and reset', () => {
  const { app } = buildTestSandbox({ paymentDelayMs: 30 });
  afterAll(() => app.close());

  it('logs every charge, empties on DELETE, and POST /erp/__reset restores documents, cards and log', async () => {
    const invoice = pick(app, '100100', 'open');
    await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(invoice)]));
    await makeDeposit(app, deposit('100100', '1000', VISA_100100));
    const entries = await log(app);
    expect(entries.map((e) => [e.kind, e.authorization_reference_code, e.payer, e.token])).toEqual([
      ['payment', 'AUTH00000001', '100100', VISA_100100],
      ['deposit', 'AUTH00000002', '100100', VISA_100100],
    ]);
    expect(entries[0]?.documents).toEqual([invoice.billing_document_number.replace(/^0+/, '')]);
    expect(new Date(entries[0]?.at ?? '').getTime()).not.toBeNaN();

    const deleted = await app.inject({ method: 'DELETE', url: '/erp/payments/log' });
    expect(deleted.json()).toEqual({ deleted: 2 });
    expect(await log(app)).toEqual([]);

    const paid = await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(pick(app, '100100', 'open'))]));
    expect(paid.status[0]?.message_type).toBe('S');
    app.erpStore.paymentCards('100100').length = 0;
    const reset = await app.inject({ method: 'POST', url: '/erp/__reset' });
    expect(reset.json()).toEqual({ status: { message_type: 'S', message_line_string: 'ERP data restored to the seeded state' } });
    expect(pick(app, '100100', 'open').billing_document_number).toBe(invoice.billing_document_number);
    expect(documentsOf(app, '100100')).toHaveLength(40);
    expect(app.erpStore.paymentCards('100100')).toHaveLength(2);
    expect(await log(app)).toEqual([]);
    const again = await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(pick(app, '100100', 'open'))]));
    expect(again.status[0]?.authorization_reference_code).toBe('AUTH00000001');
  });

  it('two overlapping payments of the same invoice: the ERP charges once, the second line finds it cleared', async () => {
    await app.inject({ method: 'POST', url: '/erp/__reset' });
    const request = payment('100100', '1000', cardDetail(VISA_100100), [line(pick(app, '100100', 'open'))]);
    const [a, b] = await Promise.all([pay(app, request), pay(app, request)]);
    expect([a.status[0]?.message_type, b.status[0]?.message_type].sort()).toEqual(['E', 'S']);
    expect([...a.status, ...b.status].find((s) => s.message_type === 'E')?.message_line_string).toMatch(/already cleared\.$/);
    expect(await log(app)).toHaveLength(1);
  });
});
