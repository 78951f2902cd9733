import type { FastifyInstance } from 'fastify';
import { MESSAGES, USER_REFUSALS, VALIDATION, type Account } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import { billingNumber, DOC } from './helpers/fake-erp-data';
import { bearer, useApiTest, userId } from './helpers/test-app';

const proof = (account: string, amount = '100.00') => ({ InvoiceNumber: billingNumber(account, DOC.open), InvoiceAmount: amount });
const link = (account: string, company = '1000', extra: object = {}) => ({ PrimaryAcct: account, CompanyCode: company, SalesOrganization: company, ...extra });

describe.each(databases)('linked accounts ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'manager', 'soldto', 'staff', 'viewer', 'payerall'] });
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(t.tokens[who]!), ...(payload ? { payload } : {}) });
  const accountsOf = async (name: string) => (await app.accountsRepository.listByUser(ids[name]!)).map((a) => a.primary_acct);

  beforeAll(async () => {
    app = t.app;
    for (const name of ['admin', 'manager', 'soldto', 'staff', 'viewer', 'payerall']) ids[name] = await userId(app, `${name}@portal.test`);
  });

  describe('reading', () => {
    it("lists one's own accounts", async () => {
      const response = await call('soldto', 'GET', `/api/users/${ids.soldto}/accounts`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Account[]>().map((a) => [a.PrimaryAcct, a.CompanyCode, a.AccountTypeId])).toEqual([
        ['100100', '1000', 1],
        ['100200', '1100', 1],
      ]);
    });

    it("shows another user's accounts only with CanViewUsers", async () => {
      const refused = await call('soldto', 'GET', `/api/users/${ids.viewer}/accounts`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(API_TEXTS.viewUsersNeeded);
      expect((await call('staff', 'GET', `/api/users/${ids.soldto}/accounts`)).statusCode).toBe(200);
      expect((await call('staff', 'GET', '/api/users/999999/accounts')).statusCode).toBe(404);
      // A refused caller does not learn whether a user exists.
      expect((await call('soldto', 'GET', '/api/users/999999/accounts')).statusCode).toBe(403);
    });
  });

  describe("a customer's own profile", () => {
    it('refuses a link without the proof, and writes nothing', async () => {
      const response = await call('soldto', 'POST', `/api/users/${ids.soldto}/accounts`, link('100300'));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_TEXTS.accountProofRequired);
      expect(await accountsOf('soldto')).toEqual(['100100', '100200']);
    });

    it('refuses an invoice that does not prove the account: wrong amount, another account, unknown number', async () => {
      for (const body of [
        link('100300', '1000', proof('100300', '100.01')),
        link('100300', '1000', proof('100400')),
        link('100300', '1000', { InvoiceNumber: '12345', InvoiceAmount: '100' }),
      ]) {
        const response = await call('soldto', 'POST', `/api/users/${ids.soldto}/accounts`, body);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(MESSAGES.accountNotFound);
      }
      expect(await accountsOf('soldto')).toEqual(['100100', '100200']);
    });

    it('links the account with the number and exact amount of one of its invoices', async () => {
      const response = await call('soldto', 'POST', `/api/users/${ids.soldto}/accounts`, link('100300', '1000', proof('100300', '100')));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ PrimaryAcct: '100300', Name: 'Fake Parkway Office', CompanyCode: '1000', AccountTypeId: 1 });
      expect(await accountsOf('soldto')).toEqual(['100100', '100200', '100300']);
      // It is reachable at once: the invoices of the new account can be searched.
      const payers = await call('soldto', 'POST', '/api/customer/getuserpayers', {});
      expect(payers.json().HeaderItems.map((h: { PrimaryAcct: string }) => h.PrimaryAcct)).toContain('100300');
    });

    it('refuses the same account twice', async () => {
      const response = await call('soldto', 'POST', `/api/users/${ids.soldto}/accounts`, link('0000100300', '1000', proof('100300')));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.accountDuplicate);
    });

    it('checks the fields with the shared rules', async () => {
      const cases: [object, string][] = [
        [link('1003-00', '1000', proof('100300')), VALIDATION.linkedAccount.invalid],
        [link('', '1000', proof('100300')), VALIDATION.linkedAccount.required],
        [{ ...link('100500', '1000', proof('100500')), CompanyCode: '' }, VALIDATION.linkedAccount.required],
        [{ ...link('100500', '1000', proof('100500')), SalesOrganization: '10 00' }, VALIDATION.linkedAccount.invalid],
        [link('100500', '1000', { InvoiceNumber: '1', InvoiceAmount: '1.234' }), VALIDATION.addAccount.invoiceAmount],
        [link('100500', '1000', { InvoiceNumber: '', InvoiceAmount: '10' }), VALIDATION.addAccount.invoiceNumber],
      ];
      for (const [body, message] of cases) {
        const response = await call('soldto', 'POST', `/api/users/${ids.soldto}/accounts`, body);
        expect([response.statusCode, response.json().message]).toEqual([400, message]);
      }
    });

    it('offers only active company codes and sales organizations', async () => {
      const company = await call('soldto', 'POST', `/api/users/${ids.soldto}/accounts`, link('100500', '3000', proof('100500')));
      expect([company.statusCode, company.json().message]).toEqual([422, API_TEXTS.inactiveCompanyCode]);
      const sales = await call('soldto', 'POST', `/api/users/${ids.soldto}/accounts`, { ...link('100500', '1000', proof('100500')), SalesOrganization: '1050' });
      expect([sales.statusCode, sales.json().message]).toEqual([422, API_TEXTS.inactiveSalesOrganization]);
    });

    it('edits the sales area of a linked number without a new proof, a new number only with one', async () => {
      const [, , added] = (await call('soldto', 'GET', `/api/users/${ids.soldto}/accounts`)).json<Account[]>();
      const url = `/api/users/${ids.soldto}/accounts/${added!.AccountId}`;
      expect((await call('soldto', 'PUT', url, link('100300', '1000'))).statusCode).toBe(200);
      const renumbered = await call('soldto', 'PUT', url, link('100400', '1000'));
      expect(renumbered.statusCode).toBe(403);
      expect((await call('soldto', 'PUT', url, link('100400', '1000', proof('100400')))).json()).toMatchObject({ PrimaryAcct: '100400' });
      expect((await call('soldto', 'PUT', `/api/users/${ids.soldto}/accounts/999999`, link('100400', '1000'))).statusCode).toBe(404);
    });

    it('deletes its own link, and only its own', async () => {
      const accounts = (await call('soldto', 'GET', `/api/users/${ids.soldto}/accounts`)).json<Account[]>();
      const added = accounts.find((a) => a.PrimaryAcct === '100400')!;
      const viewers = (await call('viewer', 'GET', `/api/users/${ids.viewer}/accounts`)).json<Account[]>();
      expect((await call('soldto', 'DELETE', `/api/users/${ids.soldto}/accounts/${viewers[0]!.AccountId}`)).statusCode).toBe(404);
      expect((await call('soldto', 'DELETE', `/api/users/${ids.viewer}/accounts/${viewers[0]!.AccountId}`)).statusCode).toBe(403);
      expect((await call('soldto', 'DELETE', `/api/users/${ids.soldto}/accounts/${added.AccountId}`)).json()).toEqual({ message: 'Success' });
      expect(await accountsOf('soldto')).toEqual(['100100', '100200']);
      expect(await accountsOf('viewer')).toEqual(['100200']);
    });

    it('limits the attempts to guess an invoice', async () => {
      const body = link('900101', '2000', { InvoiceNumber: billingNumber('900101', DOC.open), InvoiceAmount: '1' });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await call('viewer', 'POST', `/api/users/${ids.viewer}/accounts`, body)).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      // Even the right invoice now waits: the limit is on the account, not on the answer.
      const blocked = await call('viewer', 'POST', `/api/users/${ids.viewer}/accounts`, link('900101', '2000', proof('900101')));
      expect([blocked.statusCode, blocked.json().message]).toEqual([429, MESSAGES.tooManyAttempts]);
      expect(await accountsOf('viewer')).toEqual(['100200']);
    });

    it('needs CanManageOwnSAPAccounts', async () => {
      const response = await call('staff', 'POST', `/api/users/${ids.staff}/accounts`, link('100300', '1000', proof('100300')));
      expect([response.statusCode, response.json().message]).toEqual([403, 'You need the CanManageOwnSAPAccounts permission for this.']);
    });
  });

  describe('staff', () => {
    it('links accounts to any user without proof with CanManageUsers, as the user\'s account type', async () => {
      const response = await call('admin', 'POST', `/api/users/${ids.payerall}/accounts`, link('900100', '2000'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ PrimaryAcct: '900100', AccountTypeId: 3 });
      expect((await call('manager', 'POST', `/api/users/${ids.soldto}/accounts`, link('100500', '1000'))).statusCode).toBe(200);
      expect(await accountsOf('soldto')).toEqual(['100100', '100200', '100500']);
    });

    it('refuses staff without CanManageUsers, and a manager on an administrator, before writing', async () => {
      const staff = await call('staff', 'POST', `/api/users/${ids.soldto}/accounts`, link('100400', '1000'));
      expect([staff.statusCode, staff.json().message]).toEqual([403, API_TEXTS.manageUsersNeeded]);
      const manager = await call('manager', 'POST', `/api/users/${ids.admin}/accounts`, link('100400', '1000'));
      expect([manager.statusCode, manager.json().message]).toEqual([403, USER_REFUSALS.notManageable]);
      const admins = (await call('admin', 'GET', `/api/users/${ids.admin}/accounts`)).json<Account[]>();
      expect((await call('manager', 'DELETE', `/api/users/${ids.admin}/accounts/${admins[0]!.AccountId}`)).statusCode).toBe(403);
      expect(await accountsOf('admin')).toEqual(['100100']);
      expect(await accountsOf('soldto')).toEqual(['100100', '100200', '100500']);
    });

    it('still refuses an account the ERP does not know in that company code', async () => {
      const response = await call('admin', 'POST', `/api/users/${ids.soldto}/accounts`, link('100400', '1100'));
      expect([response.statusCode, response.json().message]).toEqual([404, MESSAGES.accountNotFound]);
    });
  });
});
