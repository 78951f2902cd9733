import type { FastifyInstance } from 'fastify';
import { MESSAGES, type HeaderItem } from 'shared/server';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { startImpersonating } from './helpers/impersonation';
import { bearer, useApiTest, userId } from './helpers/test-app';

describe.each(databases)('accounts and payers ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'payerall', 'staff', 'viewer', 'pending', 'noecheck'] });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });
  afterEach(() => erp.setDown(false));

  const payers = (who: string, query = '') =>
    app.inject({ method: 'POST', url: `/api/customer/getuserpayers${query}`, headers: bearer(tokens[who]!), payload: {} });
  const items = async (who: string, query = ''): Promise<HeaderItem[]> => {
    const response = await payers(who, query);
    expect(response.statusCode).toBe(200);
    return response.json<{ HeaderItems: HeaderItem[] }>().HeaderItems;
  };

  describe('getuserpayers', () => {
    it('lists each SoldTo account with ERP names and no drop-down items', async () => {
      const headers = await items('soldto');
      expect(headers.map((h) => h.PrimaryAcct)).toEqual(['100100', '100200']);
      expect(headers[0]).toMatchObject({
        Name: 'Fake Harborview Tower',
        CompanyCode: '1000',
        SalesOrganization: '1000',
        DistributionChannel: '10',
        Division: '00',
        AccountTypeId: 1,
        DropDownItems: [],
      });
      expect(headers[1]).toMatchObject({ Name: 'Fake Lakeside Medical', CompanyCode: '1100' });
      expect(headers[0]!.AccountId).toEqual(expect.any(Number));
    });

    it("lists a Payer's sold-tos as drop-down items (leading zeros removed)", async () => {
      const [header, ...rest] = await items('payer');
      expect(rest).toHaveLength(0);
      expect(header).toMatchObject({ PrimaryAcct: '200100', Name: 'Fake Meridian Payer', AccountTypeId: 2 });
      expect(header!.DropDownItems.map((d) => [d.PrimaryAcct, d.Name, d.AccountTypeId])).toEqual([
        ['100300', 'Fake Parkway Office', 1],
        ['100400', 'Fake Riverside Lofts', 1],
        ['100500', 'Fake Copley Retail', 1],
      ]);
    });

    it('leaves the exclusions out of a PayerAll account', async () => {
      const [header] = await items('payerall');
      expect(header).toMatchObject({ PrimaryAcct: '200100', AccountTypeId: 3 });
      expect(header!.DropDownItems.map((d) => d.PrimaryAcct)).toEqual(['100300', '100400']);
      expect(header!.TransactionalAccounts).toEqual(['100300', '100400']);
    });

    it('answers an empty list for a user without accounts', async () => {
      expect(await items('staff')).toEqual([]);
    });

    it('lets staff with CanImpersonate load another user', async () => {
      const id = await userId(app, 'payerall@portal.test');
      await startImpersonating(app, tokens.staff!, id);
      const [header] = await items('staff', `?userid=${id}`);
      expect(header!.DropDownItems.map((d) => d.PrimaryAcct)).toEqual(['100300', '100400']);
    });

    it('refuses impersonation without CanImpersonate (403)', async () => {
      const id = await userId(app, 'payer@portal.test');
      const response = await payers('soldto', `?userid=${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().reason).toBe('forbidden');
      // Naming oneself is fine.
      const own = await payers('soldto', `?userid=${await userId(app, 'soldto@portal.test')}`);
      expect(own.statusCode).toBe(200);
    });

    it('answers 403 for a user the session does not impersonate, known or not, and 400 for a bad id', async () => {
      expect((await payers('staff', '?userid=999999')).statusCode).toBe(403);
      expect((await payers('staff', '?userid=abc')).statusCode).toBe(400);
    });

    it('shows a user waiting for confirmation no accounts yet', async () => {
      const response = await payers('pending');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ HeaderItems: [] });
      const id = await userId(app, 'payer@portal.test');
      expect((await payers('pending', `?userid=${id}`)).statusCode).toBe(403);
    });

    it('answers 502 with the spec message when the ERP is down', async () => {
      erp.setDown(true);
      const response = await payers('soldto');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ statusCode: 502, message: MESSAGES.payersError, uniqueId: expect.any(String) });
    });

    it('requires a token', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/customer/getuserpayers', payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().reason).toBe('not_logged_in');
    });
  });

  describe('customizing', () => {
    const customizing = (who: string, payload: object | undefined, query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/customer/customizing${query}`,
        headers: bearer(tokens[who]!),
        ...(payload ? { payload } : {}),
      });

    it("defaults to the company of the user's first account and passes the ERP answer through", async () => {
      const response = await customizing('soldto', undefined);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        company_echo: '1000',
        generel_data: { partial_payments_allowed: 'X', cvv_use_control: '1' },
        payment_types: [expect.objectContaining({ payment_type: 'O' })],
        CcpdfUrl: 'http://erp/cc.pdf',
        allowed_payment_methods: ['VISA', 'MC'],
      });
    });

    it("accepts another company of the user's accounts", async () => {
      const response = await customizing('soldto', { company_code: '1100' });
      expect(response.json().company_echo).toBe('1100');
    });

    it('refuses a company code that is not among the user accounts (403)', async () => {
      const response = await customizing('soldto', { company_code: '0020' });
      expect(response.statusCode).toBe(403);
      expect((await customizing('staff', {})).statusCode).toBe(403);
    });

    it("allows the impersonated user's company", async () => {
      const id = await userId(app, 'noecheck@portal.test');
      await startImpersonating(app, tokens.staff!, id);
      const response = await customizing('staff', { company_code: '0020' }, `?userid=${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().company_echo).toBe('0020');
      expect((await customizing('viewer', {}, `?userid=${id}`)).statusCode).toBe(403);
    });

    it('answers 502 with the spec message when the ERP is down', async () => {
      erp.setDown(true);
      const response = await customizing('noecheck', {});
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(MESSAGES.configurationError);
    });
  });
});
