import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/server';
import { databases } from './helpers/databases';
import { type FakeAnswer, type FakeErp } from './helpers/fake-erp';
import { COMPANY_1000, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { searchBody } from './helpers/search-body';
import { bearer, useApiTest } from './helpers/test-app';

/** An ERP error body as the sandbox sends it for a request it refuses. */
const refusal = (statusCode: number, message: string) => ({
  statusCode,
  body: { statusCode, error: 'Bad Request', message, status: { message_type: 'E', message_line_string: message } },
});

describe.each(databases)('the ERP boundary ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer'] });
  const { tokens, post } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });
  afterEach(() => erp.reset());

  const search = () => post('soldto', '/api/Invoice', searchBody('100100', '1000'));
  const payer = () => post('soldto', '/api/customer/payer', { customer_number: '100100', company_code: '1000', action: '01' });
  const customizing = () => post('soldto', '/api/customer/customizing', {});
  const headerItems = () => post('payer', '/api/customer/getuserpayers', {});

  const expectUnavailable = (response: { statusCode: number; json: () => unknown }, message: string) => {
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ statusCode: 502, message, reason: 'erp_unavailable', uniqueId: expect.any(String) });
  };

  describe('an answer without a status, or of the wrong shape, is the ERP being unavailable (502)', () => {
    it.each<[string, FakeAnswer]>([
      ['a search answer without a status', { body: { document_list: [] } }],
      ['a search answer whose document has a text amount', {
        body: {
          status: { message_type: 'S', message_line_string: '1 document found' },
          document_list: [{ billing_document_number: '0090001000', open_amount: '100.00' }],
        },
      }],
      ['a search answer with an unknown message type', { body: { status: { message_type: 'I', message_line_string: '' }, document_list: [] } }],
      ['an answer that is not JSON', { body: 'not json' }],
      ['an ERP 5xx', { statusCode: 503, body: { message: 'maintenance' } }],
    ])('%s', async (_case, answer) => {
      erp.answers['/erp/invoice/search'] = answer;
      expectUnavailable(await search(), MESSAGES.invoicesError);
    });

    it('a payer answer with status S but no detail', async () => {
      erp.answers['/erp/customer/payer'] = { body: { status: { message_type: 'S', message_line_string: 'found' } } };
      expectUnavailable(await payer(), MESSAGES.payerDetailsError);
    });

    it('a payment configuration with status S and nothing else', async () => {
      erp.answers['/erp/customer/customizing'] = { body: { status: { message_type: 'S', message_line_string: '' } } };
      expectUnavailable(await customizing(), MESSAGES.configurationError);
    });

    it('a customer lookup without a status', async () => {
      erp.answers['/erp/customer/lookup'] = { body: { customers: [] } };
      expectUnavailable(await headerItems(), MESSAGES.payersError);
    });

    it('a payment answer whose status is not a list (stored: the retry gets the same 502)', async () => {
      erp.customizing['1000'] = COMPANY_1000;
      saveTestMethods(erp);
      erp.answers['/erp/invoice/payments'] = { body: { status: { message_type: 'S', message_line_string: 'paid' }, payed: [] } };
      const api = payWith(app, tokens);
      const key = `erp-shape-${Date.now()}`;
      const body = payment('100100', '1000', [row('100100', 0, 100)]);
      const first = await api.pay('soldto', body, key);
      expectUnavailable(first, MESSAGES.paymentError);
      erp.reset();
      saveTestMethods(erp);
      expect((await api.pay('soldto', body, key)).json()).toEqual(first.json());
    });

    it('a connection check without the data block reads as unreachable', async () => {
      erp.answers['/erp/status'] = { body: { status: { message_type: 'S', message_line_string: 'up' } } };
      const response = await app.inject({ method: 'GET', url: '/api/erp-status', headers: bearer(tokens.soldto!) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ statusCode: 503, data: { status: { message_type: 'E' } } });
    });
  });

  describe("an ERP 4xx is the ERP's refusal: 422 with its message", () => {
    it.each([
      ['a search', '/erp/invoice/search', search],
      ['a payer', '/erp/customer/payer', payer],
      ['a payment configuration', '/erp/customer/customizing', customizing],
    ])('%s', async (_case, path, call) => {
      erp.answers[path] = refusal(400, 'body/search_parameters/date_from must match pattern');
      const response = await call();
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: 'body/search_parameters/date_from must match pattern', reason: 'erp_refused' });
    });

    it("falls back to the call's message when the ERP gives none", async () => {
      erp.answers['/erp/invoice/search'] = { statusCode: 404, body: '' };
      const response = await search();
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: MESSAGES.invoicesError, reason: 'erp_refused' });
    });
  });
});
