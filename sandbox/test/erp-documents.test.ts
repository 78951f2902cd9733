import type { ErpInvoiceDetailResponse } from 'shared/server';
import { heldCents, unpadded } from '../src/lib/erp-values';
import { buildTestSandbox, postJson, search, searchRequest } from './helpers';

describe('ERP invoice detail and PDFs', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());

  const documents = async (customer = '100300', company = '1000') =>
    (await search(app, searchRequest(customer, company))).document_list;
  const detail = (billing_document_number: string) =>
    postJson<ErpInvoiceDetailResponse>(app, '/erp/invoice/detail', {
      document_detail: { billing_document_number, document_type: '01' },
    });

  it('POST /erp/invoice/detail gives header, WE and RG partners and items adding up to the total', async () => {
    const doc = (await documents())[3];
    if (!doc) throw new Error('no document');
    const { body } = await detail(unpadded(doc.billing_document_number));
    expect(body.status.message_type).toBe('S');
    expect(body.detail?.header_data).toEqual({
      billing_document_number: doc.billing_document_number,
      billing_document_type: doc.billing_document_type,
      document_date: doc.document_date,
      total_amount: doc.total_amount,
      currency_key: doc.currency_key,
    });
    const partners = body.detail?.partner_data ?? [];
    expect(partners.map((p) => p.partner_function)).toEqual(['WE', 'RG']);
    expect(partners[0]?.address_data.name).toBe('Meridian - Parkway Office Center');
    expect(partners[1]?.address_data.name).toBe('Meridian Property Group Inc.');
    const items = body.detail?.item_data ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.reduce((sum, i) => sum + heldCents(i.total_amount), 0)).toBe(heldCents(doc.total_amount));
    expect(items[0]?.item_number).toBe('000010');
  });

  it('gives credits negative items', async () => {
    const credit = (await documents()).find((d) => d.open_amount < 0);
    if (!credit) throw new Error('no credit');
    const { body } = await detail(credit.billing_document_number);
    expect(body.detail?.header_data.billing_document_type).toBe('G2');
    expect(body.detail?.item_data.every((i) => i.total_amount < 0)).toBe(true);
  });

  it('answers E for an unknown document and 400 for a wrong document type', async () => {
    const { res, body } = await detail('12345');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ status: { message_type: 'E', message_line_string: 'Document 12345 not found' } });
    const bad = await postJson(app, '/erp/invoice/detail', {
      document_detail: { billing_document_number: '90001001', document_type: '02' },
    });
    expect(bad.res.statusCode).toBe(400);
  });

  it('finds documents of sold-tos that were not searched yet', async () => {
    const fresh = buildTestSandbox().app;
    const res = await fresh.inject({
      method: 'POST',
      url: '/erp/invoice/detail',
      payload: { document_detail: { billing_document_number: '90011005', document_type: '01' } },
    });
    expect(res.json<ErpInvoiceDetailResponse>().status.message_type).toBe('S');
    await fresh.close();
  });

  it('POST /erp/invoice/pdf gives a PDF for one invoice', async () => {
    const doc = (await documents()).find((d) => d.pdf_document_available === 'X');
    if (!doc) throw new Error('no document with a PDF');
    const res = await app.inject({
      method: 'POST',
      url: '/erp/invoice/pdf',
      payload: { billing_document_numbers: [doc.billing_document_number] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('merges several invoices into one PDF with a page each', async () => {
    const docs = (await documents('400100', 'JP01')).filter((d) => d.pdf_document_available === 'X').slice(0, 3);
    const res = await app.inject({
      method: 'POST',
      url: '/erp/invoice/pdf',
      payload: { billing_document_numbers: docs.map((d) => d.billing_document_number) },
    });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
  });

  it('answers 404 with status E for unknown numbers or documents without a PDF', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/erp/invoice/pdf',
      payload: { billing_document_numbers: ['90001001', '777'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: { message_type: 'E' }, message: 'Document 777 not found' });
    const withoutPdf = (await documents()).find((d) => d.pdf_document_available === '');
    if (!withoutPdf) throw new Error('every document has a PDF');
    const none = await app.inject({
      method: 'POST',
      url: '/erp/invoice/pdf',
      payload: { billing_document_numbers: [withoutPdf.billing_document_number] },
    });
    expect(none.statusCode).toBe(404);
  });

  it('POST /erp/invoice/statement-pdf gives a statement of the search', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/erp/invoice/statement-pdf',
      payload: searchRequest('200100', '1000', { status: '01' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const empty = await app.inject({
      method: 'POST',
      url: '/erp/invoice/statement-pdf',
      payload: searchRequest('100100', '1000', { filter: [{ filter_type: '01', value: '1' }] }),
    });
    expect(empty.statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'POST',
      url: '/erp/invoice/statement-pdf',
      payload: searchRequest('999', '1000'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: { message_type: 'E' } });
  });
});
