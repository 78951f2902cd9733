import type { ErpCustomizingResponse, PayerResponse } from 'shared/server';
import { COMPANY_WITHOUT_ECHECKS } from '../src/erp/payments/rules';
import { buildTestSandbox, postJson } from './helpers';

describe('ERP status and customer endpoints', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());

  it('GET /erp/status reports the connection as good', async () => {
    const res = await app.inject({ method: 'GET', url: '/erp/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      statusMessage: 'OK',
      data: { status: { message_type: 'S', message_line_string: 'Connection to ERP OK' } },
    });
  });

  it('POST /erp/customer/lookup finds numbers with or without leading zeros and leaves unknown ones out', async () => {
    const { body } = await postJson<{ customers: { customer_number: string; kind: string; soldto_list?: string[]; name_2?: string }[] }>(
      app,
      '/erp/customer/lookup',
      { customer_numbers: ['0000100100', '200100', '400100', '555555'] },
    );
    expect(body.customers.map((c) => c.customer_number)).toEqual(['100100', '200100', '400100']);
    expect(body.customers[1]).toMatchObject({ kind: 'payer', soldto_list: ['100300', '100400', '100500'] });
    expect(body.customers[2]?.name_2).toMatch(/^株式会社/);
    const none = await postJson<{ status: { message_type: string }; customers: unknown[] }>(app, '/erp/customer/lookup', {
      customer_numbers: ['1'],
    });
    expect(none.body.status.message_type).toBe('W');
    expect(none.body.customers).toEqual([]);
  });

  it('POST /erp/customer/payer describes a sold-to with its saved methods', async () => {
    const { body } = await postJson<PayerResponse>(app, '/erp/customer/payer', {
      customer_number: '100100',
      company_code: '1000',
      action: '01',
      sales_area_data: { sales_organization: '1000', distribution_channel: '10', division: '00' },
    });
    expect(body.status.message_type).toBe('S');
    expect(body.detail.address_data.name).toBe('Harborview Tower Management LLC');
    expect(body.detail.company_data).toEqual([{ company_code: '1000' }]);
    expect(body.detail.soldto_list.map((s) => s.customer_number)).toEqual(['100100']);
    expect(body.detail.payment_cards.map((c) => c.payment_card_type).sort()).toEqual(['EC', 'VISA']);
  });

  it('POST /erp/customer/payer lists a payer’s sold-tos', async () => {
    const { body } = await postJson<PayerResponse>(app, '/erp/customer/payer', {
      customer_number: '200100',
      company_code: '1000',
      action: '01',
    });
    expect(body.detail.soldto_list.map((s) => s.customer_number)).toEqual(['100300', '100400', '100500']);
    expect(body.detail.payment_cards).toEqual([]);
  });

  it('POST /erp/customer/payer answers E for an unknown customer or company code', async () => {
    const unknown = await postJson<{ status: unknown; detail?: unknown }>(app, '/erp/customer/payer', {
      customer_number: '000777',
      company_code: '1000',
      action: '01',
    });
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.body).toEqual({ status: { message_type: 'E', message_line_string: 'Customer 777 not found' } });
    const wrong = await postJson<{ status: { message_type: string } }>(app, '/erp/customer/payer', {
      customer_number: '100100',
      company_code: '2000',
      action: '01',
    });
    expect(wrong.body.status.message_type).toBe('E');
    const bad = await postJson(app, '/erp/customer/payer', { customer_number: 'abc', company_code: '1000', action: '01' });
    expect(bad.res.statusCode).toBe(400);
  });

  it('PUT /erp/customer/soldto-details-list maps numbers to names', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/erp/customer/soldto-details-list',
      payload: ['100300', '0000100400', '42'],
    });
    expect(res.json()).toEqual({
      '100300': 'Meridian - Parkway Office Center',
      '0000100400': 'Meridian - Riverside Lofts',
    });
  });

  const customizing = async (company_code: string) =>
    (await postJson<ErpCustomizingResponse>(app, '/erp/customer/customizing', { company_code })).body;
  const typeO = (c: ErpCustomizingResponse) => c.payment_types.find((t) => t.payment_type === 'O');
  const typeD = (c: ErpCustomizingResponse) => c.payment_types.find((t) => t.payment_type === 'D');

  it('company 1000: partial yes, overpayment no, CVV required, deposits on', async () => {
    const c = await customizing('1000');
    expect(c.status.message_type).toBe('S');
    expect(c.generel_data).toEqual({ partial_payments_allowed: 'X', cvv_use_control: '1' });
    expect(typeO(c)).toMatchObject({ active: 'X', overpayment_allowed: '' });
    expect(typeD(c)?.active).toBe('X');
    expect(c.allowed_payment_methods).toEqual(['VISA', 'MC', 'AMEX', 'EC']);
  });

  it('company 1100: partial and overpayment yes, reasons required, CVV not required', async () => {
    const c = await customizing('1100');
    expect(c.generel_data).toEqual({ partial_payments_allowed: 'X', cvv_use_control: '0' });
    expect(typeO(c)).toMatchObject({ active: 'X', overpayment_allowed: 'X', reason_not_required: '' });
  });

  it('company 0020 has no eChecks; 2000 and JP01 have their own rules', async () => {
    expect((await customizing(COMPANY_WITHOUT_ECHECKS)).allowed_payment_methods).not.toContain('EC');
    expect((await customizing('JP01')).allowed_payment_methods).not.toContain('EC');
    expect((await customizing('2000')).generel_data.partial_payments_allowed).toBe('R');
  });

  it.each(['1000', '1100', '2000', '0020', 'JP01'])('company %s: reason codes, columns and links', async (code) => {
    const c = await customizing(code);
    expect(c.payment_reason_codes.every((r) => r.company_code === code)).toBe(true);
    expect(c.payment_reason_codes.some((r) => r.comments_required === 'X')).toBe(true);
    expect(new Set(c.payment_reason_codes.map((r) => r.payment_type))).toEqual(new Set(['O', 'D']));
    expect(c.invoice_table.columns).toEqual([
      'status',
      'reference_number',
      'billing_document_number',
      'document_date',
      'total_amount',
      'paid_amount',
      'open_amount',
      'due_date',
      'days_in_arrears',
      'pdf',
      'soldto_number',
    ]);
    expect(c.CcpdfUrl).toMatch(/^http:\/\/localhost:8090\/erp\/instructions\/card\.pdf$/);
    const pdf = await app.inject({ method: 'GET', url: new URL(c.EcpdfUrl).pathname });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const video = await app.inject({ method: 'GET', url: new URL(c.CcvideoUrl).pathname });
    expect(video.headers['content-type']).toMatch(/text\/html/);
  });

  it('POST /erp/customer/customizing answers E for an unknown company code', async () => {
    const c = await customizing('9999');
    expect(c).toEqual({ status: { message_type: 'E', message_line_string: 'Company code 9999 not found' } });
  });
});
