import type { FastifyInstance } from 'fastify';
import { MESSAGES, type ErpDocument, type ErpSearchRequest } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { billingNumber, customerOf, documentsOf, DOC } from './helpers/fake-erp-data';
import { searchBody } from './helpers/search-body';
import { startImpersonating } from './helpers/impersonation';
import { bearer, useApiTest, userId } from './helpers/test-app';

const soldTosOf = (docs: ErpDocument[]) => [...new Set(docs.map((d) => d.soldto_number.replace(/^0+/, '')))].sort();

describe.each(databases)('invoices ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'payerall', 'staff', 'viewer'] });
  const { tokens, post } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });
  afterEach(() => erp.reset());

  const searches = () => erp.callsTo('/erp/invoice/search');
  const lastSearch = () => erp.calls.filter((c) => c.url === '/erp/invoice/search').at(-1)!.body as ErpSearchRequest;

  describe('POST /api/Invoice', () => {
    it("answers a sold-to's own documents (leading zeros allowed)", async () => {
      const response = await post('soldto', '/api/Invoice', searchBody('0000100100', '1000'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toMatchObject({ message_type: 'S' });
      expect(body.document_list).toHaveLength(7);
      expect(soldTosOf(body.document_list)).toEqual(['100100']);
    });

    it.each([
      ['another sold-to', 'soldto', searchBody('100300', '1000')],
      ['another payer', 'soldto', searchBody('200100', '1000')],
      ['a sold-to of another payer in soldto_data', 'payer', searchBody('200100', '1000', ['100100'])],
      ['an excluded sold-to', 'payerall', searchBody('200100', '1000', ['100500'])],
      ['a staff user not impersonating', 'staff', searchBody('100100', '1000')],
    ])('refuses %s with 403 before asking the ERP', async (_case, who, body) => {
      const before = searches();
      const response = await post(who, '/api/Invoice', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, message: API_TEXTS.foreignAccount });
      expect(searches()).toBe(before);
    });

    it("narrows a Payer's search to the chosen sold-tos, or lists them all", async () => {
      const one = await post('payer', '/api/Invoice', searchBody('200100', '1000', ['100300']));
      expect(soldTosOf(one.json().document_list)).toEqual(['100300']);
      const all = await post('payer', '/api/Invoice', searchBody('200100', '1000'));
      expect(soldTosOf(all.json().document_list)).toEqual(['100300', '100400', '100500']);
      expect(lastSearch().soldto_data?.accounts).toEqual(['100300', '100400', '100500']);
    });

    it('passes a PayerAll search with its own user id and leaves the excluded sold-to out', async () => {
      const id = await userId(app, 'payerall@portal.test');
      const response = await post('payerall', '/api/Invoice', searchBody('200100', '1000', null, [{ filter_type: '90', value: String(id) }]));
      expect(response.statusCode).toBe(200);
      expect(soldTosOf(response.json().document_list)).toEqual(['100300', '100400']);
      expect(lastSearch().soldto_data).toEqual({ customer_number: '', accounts: ['100300', '100400'] });
      expect(lastSearch().search_parameters.filter).toEqual([{ filter_type: '90', value: String(id) }]);
    });

    it("refuses a PayerAll filter with another user's id", async () => {
      const other = await userId(app, 'payer@portal.test');
      const response = await post('payerall', '/api/Invoice', searchBody('200100', '1000', null, [{ filter_type: '90', value: String(other) }]));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_TEXTS.foreignUserFilter);
    });

    it('lets staff with CanImpersonate search for the impersonated user, with that id in filter 90', async () => {
      const id = await userId(app, 'payerall@portal.test');
      const body = searchBody('200100', '1000', null, [{ filter_type: '90', value: String(id) }]);
      await startImpersonating(app, tokens.staff!, id);
      const response = await post('staff', `/api/Invoice?userid=${id}`, body);
      expect(response.statusCode).toBe(200);
      expect(soldTosOf(response.json().document_list)).toEqual(['100300', '100400']);
      const staffId = await userId(app, 'staff@portal.test');
      const own = searchBody('200100', '1000', null, [{ filter_type: '90', value: String(staffId) }]);
      expect((await post('staff', `/api/Invoice?userid=${id}`, own)).statusCode).toBe(403);
      expect((await post('viewer', `/api/Invoice?userid=${id}`, body)).statusCode).toBe(403);
    });

    it('passes status W with its message and refuses status E with the ERP message (422)', async () => {
      erp.searchStatus = { message_type: 'W', message_line_string: 'Some documents are archived' };
      const warning = await post('soldto', '/api/Invoice', searchBody('100100', '1000'));
      expect(warning.statusCode).toBe(200);
      expect(warning.json().status).toEqual({ message_type: 'W', message_line_string: 'Some documents are archived' });
      erp.searchStatus = { message_type: 'E', message_line_string: 'Invalid date 13-45-2026, expected MM-DD-YYYY' };
      const error = await post('soldto', '/api/Invoice', searchBody('100100', '1000'));
      expect(error.statusCode).toBe(422);
      expect(error.json()).toMatchObject({ message: 'Invalid date 13-45-2026, expected MM-DD-YYYY', reason: 'erp_refused' });
    });

    it("drops a document outside the access that the ERP sends, and any field the answer does not carry", async () => {
      const own = documentsOf(customerOf('100100')!);
      const foreign = documentsOf(customerOf('100300')!)[0]!;
      erp.answers['/erp/invoice/search'] = {
        body: { status: { message_type: 'S', message_line_string: 'found' }, document_list: [...own, foreign], internal_note: 'x' },
      };
      const response = await post('soldto', '/api/Invoice', searchBody('100100', '1000'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(soldTosOf(body.document_list)).toEqual(['100100']);
      expect(body.document_list).toHaveLength(own.length);
      expect(body).not.toHaveProperty('internal_note');
    });

    it("sends the ERP's answer as it came when every document is the caller's, extra document fields included", async () => {
      const own = documentsOf(customerOf('100100')!).map((d) => ({ ...d, erp_only_field: 'kept' }));
      const answer = { status: { message_type: 'S', message_line_string: 'found' }, document_list: own };
      erp.answers['/erp/invoice/search'] = { body: answer };
      const response = await post('soldto', '/api/Invoice', searchBody('100100', '1000'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(answer);
    });

    it("parses a repeated search again only when the ERP's bytes change, and still checks each answer", async () => {
      const own = documentsOf(customerOf('100100')!);
      const found = (documents: unknown[]) => ({ status: { message_type: 'S', message_line_string: 'found' }, document_list: documents });
      erp.answers['/erp/invoice/search'] = { body: found(own) };
      const first = await post('soldto', '/api/Invoice', searchBody('100100', '1000'));
      const again = await post('soldto', '/api/Invoice', searchBody('100100', '1000'));
      expect(again.json()).toEqual(first.json());
      // The ERP's next answer differs: it is the one sent, never the one remembered.
      erp.answers['/erp/invoice/search'] = { body: found(own.slice(1)) };
      expect((await post('soldto', '/api/Invoice', searchBody('100100', '1000'))).json().document_list).toHaveLength(own.length - 1);
      // A foreign document in the changed answer is dropped as ever, and a malformed one refused.
      erp.answers['/erp/invoice/search'] = { body: found([...own, documentsOf(customerOf('100300')!)[0]!]) };
      expect(soldTosOf((await post('soldto', '/api/Invoice', searchBody('100100', '1000'))).json().document_list)).toEqual(['100100']);
      erp.answers['/erp/invoice/search'] = { body: found([{ ...own[0], open_amount: '1.00' }]) };
      expect((await post('soldto', '/api/Invoice', searchBody('100100', '1000'))).statusCode).toBe(502);
    });

    it('answers 502 with the spec message when the ERP is down, 400 for a malformed body', async () => {
      erp.setDown(true);
      const response = await post('soldto', '/api/Invoice', searchBody('100100', '1000'));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: MESSAGES.invoicesError, uniqueId: expect.any(String) });
      erp.setDown(false);
      expect((await post('soldto', '/api/Invoice', { payer_data: {} })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/api/Invoice', payload: searchBody('100100', '1000') })).statusCode).toBe(401);
    });
  });

  describe('POST /api/invoice/detail', () => {
    const detail = (who: string, number: string, query = '') =>
      post(who, `/api/invoice/detail${query}`, { document_detail: { billing_document_number: number, document_type: '01' } });

    it('answers the detail of an own document', async () => {
      const response = await detail('soldto', billingNumber('100100', DOC.open));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: { message_type: 'S' },
        detail: { header_data: { total_amount: 100 }, partner_data: [{ partner_function: 'WE' }, { partner_function: 'RG' }] },
      });
    });

    it("refuses another customer's or an excluded sold-to's document (403) without asking for its detail", async () => {
      const before = erp.callsTo('/erp/invoice/detail');
      expect((await detail('payer', billingNumber('100100', DOC.open))).statusCode).toBe(403);
      expect((await detail('payerall', billingNumber('100500', DOC.open))).statusCode).toBe(403);
      expect((await detail('staff', billingNumber('100100', DOC.open))).statusCode).toBe(403);
      expect((await detail('soldto', '99999999')).statusCode).toBe(403);
      expect(erp.callsTo('/erp/invoice/detail')).toBe(before);
      const id = await userId(app, 'payerall@portal.test');
      await startImpersonating(app, tokens.staff!, id);
      expect((await detail('staff', billingNumber('100300', DOC.open), `?userid=${id}`)).statusCode).toBe(200);
    });

    it('answers status E with 200 and no detail, so the page shows the warning', async () => {
      const response = await detail('soldto', billingNumber('100100', DOC.noDetail));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: { message_type: 'E', message_line_string: expect.stringContaining('no billing detail') } });
    });
  });

  describe('PUT /api/customer/soldto-details-list', () => {
    const names = (who: string, payload: string[]) =>
      app.inject({ method: 'PUT', url: '/api/customer/soldto-details-list', headers: bearer(tokens[who]!), payload });

    it('maps own numbers to names', async () => {
      const response = await names('payer', ['100300', '0000100400']);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ '100300': 'Fake Parkway Office', '0000100400': 'Fake Riverside Lofts' });
    });

    it('refuses foreign and excluded numbers', async () => {
      expect((await names('payerall', ['100300', '100500'])).statusCode).toBe(403);
      expect((await names('soldto', ['100300'])).statusCode).toBe(403);
      expect((await names('staff', ['100100'])).statusCode).toBe(403);
    });
  });
});
