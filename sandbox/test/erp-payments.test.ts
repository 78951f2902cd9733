import type { ErpDocument } from 'shared/server';
import { buildTestSandbox, search, searchRequest } from './helpers';
import {
  cardDetail,
  DECLINED_100200,
  documentsOf,
  line,
  MC_100200,
  pay,
  payment,
  pick,
  plain,
  TODAY,
  VISA_100100,
} from './payment-helpers';

const cents = (n: number) => Math.round(n * 100);

describe('POST /erp/invoice/payments', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/erp/__reset' });
  });

  it('pays an invoice in full: open 0, paid the total, cleared today, with a payment document', async () => {
    const invoice = pick(app, '100100', 'open');
    const { total_amount, open_amount } = invoice;
    const body = await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(invoice)]));
    expect(body.status).toEqual([
      {
        index_number: 1,
        document_number_finance: invoice.document_number_finance,
        message_type: 'S',
        message_line_string: `Payment of ${open_amount.toFixed(2)} USD posted to document ${plain(invoice.billing_document_number)}`,
        authorization_reference_code: 'AUTH00000001',
      },
    ]);
    expect(body.payed).toEqual([
      { authorization_reference_code: 'AUTH00000001', document_number_finance: invoice.document_number_finance, amount: open_amount },
    ]);
    expect(invoice).toMatchObject({ open_amount: 0, paid_amount: total_amount, clearing_date: TODAY });
    expect(invoice.clearing_document_number_finance).toMatch(/^19\d{8}$/);

    const paymentDoc = documentsOf(app, '100100').find((d) => d.item_is_a_payment === 'X');
    expect(paymentDoc).toMatchObject({
      billing_document_number: '',
      finance_document_only: 'X',
      posting_date: TODAY,
      clearing_date: TODAY,
      clearing_document_number_finance: invoice.clearing_document_number_finance,
      reference_number: 'AUTH00000001',
      total_amount: -open_amount,
      open_amount: 0,
    });
    expect(paymentDoc?.document_number_finance).toMatch(/^18\d{8}$/);

    // The search sees the change: the invoice is complete now.
    const complete = await search(app, searchRequest('100100', '1000', { status: '02' }));
    expect(complete.document_list.map((d) => d.billing_document_number)).toContain(invoice.billing_document_number);
  });

  it('a partial payment lowers the open amount and leaves the invoice open', async () => {
    const invoice = pick(app, '100100', 'open', 1);
    const before = { ...invoice };
    const body = await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(invoice, 100.5)]));
    expect(body.status[0]?.message_type).toBe('S');
    expect(body.status[0]?.message_line_string).toBe(`Payment of 100.50 USD posted to document ${plain(invoice.billing_document_number)}`);
    expect(cents(invoice.open_amount)).toBe(cents(before.open_amount) - 10050);
    expect(invoice.paid_amount).toBe(100.5);
    expect(invoice).toMatchObject({ clearing_date: '', clearing_document_number_finance: '' });
  });

  it('a credit’s negative amount consumes the credit, and the charge is the net', async () => {
    const invoice = pick(app, '100100', 'open');
    const credit = pick(app, '100100', 'credit');
    const body = await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(invoice), line(credit)]));
    expect(body.status.map((s) => s.message_type)).toEqual(['S', 'S']);
    expect(credit).toMatchObject({ open_amount: 0, clearing_date: TODAY });
    expect(credit.paid_amount).toBe(credit.total_amount);
    const log = (await app.inject({ method: 'GET', url: '/erp/payments/log' })).json<{ amount: number }[]>();
    expect(cents(log[0]?.amount ?? 0)).toBe(cents(invoice.total_amount) + cents(credit.total_amount));
  });

  it('an overpayment clears the invoice and books the difference as an additional deposit (company 1100)', async () => {
    const invoice = pick(app, '100200', 'open');
    const amount = (cents(invoice.open_amount) + 5000) / 100;
    const body = await pay(
      app,
      // docs/product/checkout-and-payments.md: a reason is needed only below the open amount, so an overpayment goes without.
      payment('100200', '1100', cardDetail(MC_100200, { card_validation_code: '' }), [line(invoice, amount)]),
    );
    expect(body.status[0]).toMatchObject({ message_type: 'S' });
    expect(body.payed[0]?.amount).toBe(amount);
    expect(invoice).toMatchObject({ open_amount: 0, paid_amount: invoice.total_amount, clearing_date: TODAY });
    const deposit = documentsOf(app, '100200').find((d) => d.reference_number === `OVP-${plain(invoice.billing_document_number)}`);
    expect(deposit).toMatchObject({ open_amount: -50, total_amount: -50, paid_amount: 0, item_is_a_payment: '', clearing_date: '' });
  });

  it('company 1000 refuses an overpayment line, 1100 wants a reason for a partial payment', async () => {
    const invoice = pick(app, '100100', 'open');
    const over = await pay(app, payment('100100', '1000', cardDetail(VISA_100100), [line(invoice, invoice.open_amount + 1)]));
    expect(over.status[0]?.message_line_string).toBe(
      `Document ${plain(invoice.billing_document_number)} cannot be paid: overpayment is not allowed.`,
    );
    const other = pick(app, '100200', 'open');
    const partial = await pay(app, payment('100200', '1100', cardDetail(MC_100200), [line(other, 10)]));
    expect(partial.status[0]?.message_line_string).toMatch(/a reason code is required\.$/);
    const withReason = await pay(app, payment('100200', '1100', cardDetail(MC_100200), [line(other, 10, { reason_code: '01' })]));
    expect(withReason.status[0]?.message_line_string).toMatch(/reason code 01 needs a description\.$/);
    const described = await pay(
      app,
      payment('100200', '1100', cardDetail(MC_100200), [line(other, 10, { reason_code: '01', comment: 'Door panel' })]),
    );
    expect(described.status[0]?.message_type).toBe('S');
  });

  it('the declined saved card: one E line, nothing paid, nothing changed, nothing charged', async () => {
    const invoice = pick(app, '100200', 'open');
    const before: ErpDocument[] = structuredClone(documentsOf(app, '100200'));
    const body = await pay(app, payment('100200', '1100', cardDetail(DECLINED_100200), [line(invoice)]));
    expect(body).toEqual({
      status: [{ index_number: 0, document_number_finance: '', message_type: 'E', message_line_string: 'Card declined by issuer.' }],
      payed: [],
    });
    expect(documentsOf(app, '100200')).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/erp/payments/log' })).json()).toEqual([]);
  });

  it('per line: cleared, unknown, read-only and foreign documents get E lines while the others post', async () => {
    const good = pick(app, '100100', 'open');
    const second = pick(app, '100100', 'partial');
    const cleared = pick(app, '100100', 'cleared');
    const readOnly = pick(app, '100100', 'readOnly');
    const foreign = pick(app, '100200', 'open');
    const unknown = { ...line(good), billing_document_number: '0099999999', document_number_finance: '1499999999' };
    const body = await pay(
      app,
      payment('100100', '1000', cardDetail(VISA_100100), [
        line(cleared, 10),
        line(good),
        unknown,
        line(readOnly),
        line(foreign),
        { ...line(second), billing_document_number: plain(second.billing_document_number) },
        line(good),
      ]),
    );
    const n = (d: ErpDocument) => plain(d.billing_document_number);
    expect(body.status.map((s) => [s.index_number, s.message_type, s.message_line_string])).toEqual([
      [1, 'E', `Document ${n(cleared)} cannot be paid: it is already cleared.`],
      [2, 'S', `Payment of ${good.total_amount.toFixed(2)} USD posted to document ${n(good)}`],
      [3, 'E', 'Document 99999999 cannot be paid: it was not found.'],
      [4, 'E', `Document ${n(readOnly)} cannot be paid: it is read-only.`],
      [5, 'E', `Document ${n(foreign)} cannot be paid: it is not an item of customer 100100.`],
      [6, 'S', expect.stringContaining(`posted to document ${n(second)}`)],
      [7, 'E', `Document ${n(good)} cannot be paid: it is listed more than once.`],
    ]);
    expect(body.payed.map((p) => p.document_number_finance)).toEqual([good.document_number_finance, second.document_number_finance]);
    expect(body.status.filter((s) => s.message_type === 'S').every((s) => s.authorization_reference_code === 'AUTH00000001')).toBe(true);
    expect(foreign.paid_amount).toBe(0);
    expect(readOnly.paid_amount).toBe(0);
  });

  it('refuses the whole request for an unknown payer, a foreign or unknown token, a missing CVV, or a total of 0', async () => {
    const invoice = pick(app, '100100', 'open');
    const credit = pick(app, '100100', 'credit');
    const refused = async (request: Parameters<typeof payment>, message: string) => {
      const body = await pay(app, payment(...request));
      expect(body).toEqual({
        status: [{ index_number: 0, document_number_finance: '', message_type: 'E', message_line_string: message }],
        payed: [],
      });
    };
    await refused(['777', '1000', cardDetail(VISA_100100), [line(invoice)]], 'Customer 777 not found');
    await refused(['100100', '1000', cardDetail(MC_100200), [line(invoice)]], 'Payment method not found for customer 100100.');
    await refused(['100100', '1000', cardDetail('tok_visa_000000000000_1111'), [line(invoice)]], 'Payment method not found.');
    await refused(['100100', '1000', cardDetail(VISA_100100, { card_validation_code: '' }), [line(invoice)]], 'CVV required for this company code.');
    await refused(['100100', '1000', cardDetail(VISA_100100, { card_validation_code: '12' }), [line(invoice)]], 'CVV is not valid.');
    await refused(['100100', '1000', cardDetail(VISA_100100), [line(credit)]], 'The payment total must be greater than zero.');
    expect(invoice.paid_amount).toBe(0);
  });

  it('a payer pays its sold-tos’ invoices; numbers may come without leading zeros', async () => {
    const a = pick(app, '100300', 'open');
    const b = pick(app, '100400', 'open');
    const visa = app.erpStore.paymentCards('200100');
    visa.push({ ...app.erpStore.paymentCards('100100')[0]!, payment_card_token: 'tok_visa_aaaaaaaaaaaa_1111' });
    const body = await pay(
      app,
      payment('0000200100', '1000', cardDetail('tok_visa_aaaaaaaaaaaa_1111'), [
        { ...line(a), billing_document_number: plain(a.billing_document_number) },
        line(b),
      ]),
    );
    expect(body.status.map((s) => s.message_type)).toEqual(['S', 'S']);
    expect(a.open_amount).toBe(0);
    expect(b.open_amount).toBe(0);
    // One payment document for the charge, on the first line's sold-to.
    expect(documentsOf(app, '100300').filter((d) => d.item_is_a_payment === 'X')).toHaveLength(1);
    expect(documentsOf(app, '100400').filter((d) => d.item_is_a_payment === 'X')).toHaveLength(0);
  });

  it('JP01 takes full payments only and prints yen without decimals', async () => {
    const invoice = pick(app, '400100', 'open');
    app.erpStore.paymentCards('400100').push({ ...app.erpStore.paymentCards('100100')[0]!, payment_card_token: 'tok_visa_bbbbbbbbbbbb_1111' });
    const partial = await pay(app, payment('400100', 'JP01', cardDetail('tok_visa_bbbbbbbbbbbb_1111'), [line(invoice, 1000)]));
    expect(partial.status[0]?.message_line_string).toMatch(/partial payment is not allowed\.$/);
    const full = await pay(app, payment('400100', 'JP01', cardDetail('tok_visa_bbbbbbbbbbbb_1111'), [line(invoice)]));
    expect(full.status[0]?.message_line_string).toBe(
      `Payment of ${invoice.total_amount} JPY posted to document ${plain(invoice.billing_document_number)}`,
    );
  });

  it('answers 400 for a malformed body', async () => {
    const res = await app.inject({ method: 'POST', url: '/erp/invoice/payments', payload: { payer_data: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: { message_type: 'E' } });
  });
});
