import type { FastifyInstance } from 'fastify';
import { USER_REFUSALS, type ExclusionsResponse } from 'shared/server';
import { buildApp } from '../src/app';
import { SHORT_CACHE_TTL_MS } from '../src/plugins/app/short-caches';
import { loadConfig } from '../src/config';
import { databases } from './helpers/databases';
import { bearer, emptyStaticRoot, loginSession, useApiTest, userId } from './helpers/test-app';

/** Waits for a state (a notice travelling through the database), giving up after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}

describe.each(databases)('exclusions, account types, registration requests and impersonation ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'manager', 'staff', 'soldto', 'payerall'] });
  const as = (who: string) => bearer(t.tokens[who]!);
  const audit = async (action: string) =>
    (await t.app.db.query<{ user_id: number; detail: Record<string, unknown> }>('SELECT user_id, detail FROM audit_log WHERE action = $1 ORDER BY id', [action])).rows;

  describe('GET and PUT /api/users/{id}/exclusions', () => {
    const put = (who: string, id: number, body: unknown) => t.app.inject({ method: 'PUT', url: `/api/users/${id}/exclusions`, headers: as(who), payload: body as object });

    it('answers the list to its user and to CanViewUsers, and to no other customer', async () => {
      const id = await userId(t.app, 'payerall@portal.test');
      const own = await t.app.inject({ method: 'GET', url: `/api/users/${id}/exclusions`, headers: as('payerall') });
      expect(own.json<ExclusionsResponse>()).toEqual({ status: 'S', message: '', accounts: ['100500'] });
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}/exclusions`, headers: as('staff') })).statusCode).toBe(200);
      const refused = await t.app.inject({ method: 'GET', url: `/api/users/${id}/exclusions`, headers: as('soldto') });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(USER_REFUSALS.viewUsers);
    });

    it("replaces the list, and the user's access changes at once", async () => {
      const id = await userId(t.app, 'payerall@portal.test');
      const payers = async () =>
        (await t.app.inject({ method: 'POST', url: '/api/customer/getuserpayers', headers: as('payerall'), payload: {} })).json<{ HeaderItems: { DropDownItems: { PrimaryAcct: string }[] }[] }>();
      const soldTos = async () => (await payers()).HeaderItems[0]!.DropDownItems.map((d) => d.PrimaryAcct);
      expect(await soldTos()).not.toContain('100500');
      const saved = await put('manager', id, ['100400']);
      expect(saved.json<ExclusionsResponse>()).toEqual({ status: 'S', message: '', accounts: ['100400'] });
      expect(await soldTos()).toContain('100500');
      expect(await soldTos()).not.toContain('100400');
      expect((await audit('exclusions_changed')).at(-1)!.detail).toMatchObject({ userId: id, from: ['100500'], to: ['100400'] });
      await put('admin', id, ['100500']);
    });

    it('answers status E for an empty entry and keeps the list', async () => {
      const id = await userId(t.app, 'payerall@portal.test');
      const refused = await put('admin', id, ['100400', '  ']);
      expect(refused.statusCode).toBe(200);
      expect(refused.json<ExclusionsResponse>()).toEqual({ status: 'E', message: USER_REFUSALS.exclusionEmpty, accounts: ['100500'] });
    });

    it("answers status E for a number that is not a sold-to of the user's payer accounts, and keeps the list", async () => {
      const id = await userId(t.app, 'payerall@portal.test');
      const refused = await put('admin', id, ['100500', '999999']);
      expect(refused.statusCode).toBe(200);
      expect(refused.json<ExclusionsResponse>()).toEqual({ status: 'E', message: USER_REFUSALS.exclusionNotOwn('999999'), accounts: ['100500'] });
      // A sold-to of another customer's payer (900100's 900101) is not theirs either.
      expect((await put('admin', id, ['900101'])).json<ExclusionsResponse>().status).toBe('E');
      // Their own payer's sold-to, written with the ERP's leading zeros, is.
      expect((await put('admin', id, ['0000100400', '100500'])).json<ExclusionsResponse>().status).toBe('S');
      await put('admin', id, ['100500']);
      expect(await t.app.exclusionsRepository.listByUser(id)).toEqual(['100500']);
    });

    it('refuses staff without CanManageUsers and the customer themself, before writing', async () => {
      const id = await userId(t.app, 'payerall@portal.test');
      expect((await put('staff', id, [])).statusCode).toBe(403);
      expect((await put('payerall', id, [])).statusCode).toBe(403);
      expect(await t.app.exclusionsRepository.listByUser(id)).toEqual(['100500']);
    });
  });

  describe('account types', () => {
    it.each(['getprimaryaccounttypes', 'getaccounttypes'])('GET /api/configuration/%s lists Sold To, Payer and Payer - All', async (name) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/configuration/${name}`, headers: as('soldto') });
      expect(response.json()).toEqual([
        { AccountTypeId: 1, AccountTypeValue: 'Sold To' },
        { AccountTypeId: 2, AccountTypeValue: 'Payer' },
        { AccountTypeId: 3, AccountTypeValue: 'Payer - All' },
      ]);
      expect((await t.app.inject({ method: 'GET', url: `/api/configuration/${name}` })).statusCode).toBe(401);
    });
  });

  describe('GET /api/register/{id} and POST /api/register/{id}/completed', () => {
    it('answers a request to staff, completes it once with CanManageUsers, and refuses customers', async () => {
      const request = (await t.app.registrationRequests.create({ firstName: 'Rita', lastName: 'Request', company: 'Req Co', email: 'rita@req.test', message: 'Please' }))!;
      const url = `/api/register/${request.registrationRequestId}`;
      const read = await t.app.inject({ method: 'GET', url, headers: as('staff') });
      expect(read.json()).toEqual({ registrationRequestId: request.registrationRequestId, firstName: 'Rita', lastName: 'Request', company: 'Req Co', email: 'rita@req.test', message: 'Please', completed: false });
      expect((await t.app.inject({ method: 'GET', url, headers: as('soldto') })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/register/999999', headers: as('admin') })).statusCode).toBe(404);

      expect((await t.post('staff', `${url}/completed`, {})).statusCode).toBe(403);
      const adminId = await userId(t.app, 'admin@portal.test');
      const done = await t.post('admin', `${url}/completed`, { UserId: adminId });
      expect(done.json()).toEqual({ completed: true });
      expect((await t.app.inject({ method: 'GET', url, headers: as('admin') })).json().completed).toBe(true);
      expect((await t.app.registrationRequests.listOpen()).map((r) => r.registrationRequestId)).not.toContain(request.registrationRequestId);
      const again = await t.post('admin', `${url}/completed`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().Message).toBe(USER_REFUSALS.requestCompleted);
    });
  });

  describe('impersonation', () => {
    it('records the start and the stop with both users', async () => {
      const customer = await userId(t.app, 'soldto@portal.test');
      const staff = await userId(t.app, 'staff@portal.test');
      const started = await t.post('staff', '/api/impersonation', { UserId: customer });
      expect(started.json()).toEqual({ UserId: customer, Name: 'Sophie Soldto', Login: 'soldto@portal.test' });
      expect((await audit('impersonation_started')).at(-1)).toMatchObject({ user_id: staff, detail: { customerId: customer } });
      const acting = await t.app.inject({ method: 'GET', url: `/api/impersonation?userid=${customer}`, headers: as('staff') });
      expect(acting.json()).toMatchObject({ UserId: customer, Name: 'Sophie Soldto' });
      const stopped = await t.app.inject({ method: 'DELETE', url: '/api/impersonation', headers: as('staff'), payload: {} });
      expect(stopped.json()).toEqual({ stopped: true });
      expect((await audit('impersonation_stopped')).at(-1)).toMatchObject({ user_id: staff, detail: { customerId: customer, by: 'staff' } });
      expect((await t.app.inject({ method: 'DELETE', url: '/api/impersonation', headers: as('staff'), payload: {} })).json()).toEqual({ stopped: false });
    });

    it('records the stop when the staff member logs out', async () => {
      const session = await loginSession(t.app, 'staff@portal.test');
      const customer = await userId(t.app, 'payerall@portal.test');
      await t.app.inject({ method: 'POST', url: '/api/impersonation', headers: bearer(session.token), payload: { UserId: customer } });
      await t.app.inject({ method: 'POST', url: '/api/token/logout', headers: bearer(session.token), payload: {} });
      expect((await audit('impersonation_stopped')).at(-1)!.detail).toMatchObject({ customerId: customer, by: 'logout', sessionId: expect.any(String) });
    });

    it('refuses a customer, staff, a user without accounts and an unknown user', async () => {
      const other = await userId(t.app, 'payerall@portal.test');
      const refused = await t.post('soldto', '/api/impersonation', { UserId: other });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(USER_REFUSALS.impersonate);
      expect((await t.post('staff', '/api/impersonation', { UserId: await userId(t.app, 'manager@portal.test') })).statusCode).toBe(403);
      expect((await t.post('staff', '/api/impersonation', { UserId: 999_999 })).statusCode).toBe(404);
      await t.app.db.query(
        "INSERT INTO users (login, first_name, last_name, company, email) VALUES ('bare@portal.test', 'Bare', 'Customer', 'Bare Co', 'bare@portal.test')",
      );
      const bare = await t.post('staff', '/api/impersonation', { UserId: await userId(t.app, 'bare@portal.test') });
      expect(bare.json().message).toBe(USER_REFUSALS.noAccounts);
    });
  });

  describe('short caches', () => {
    it('drop their entries when any instance announces an access change', async () => {
      const before = t.app.dbEpoch();
      await t.app.db.query("SELECT pg_notify('portal_access_changed', '')");
      // The notice arrives on the listening connection; wait for it, not for a time.
      await eventually(() => t.app.dbEpoch() !== before);
      expect(t.app.dbEpoch()).toBeGreaterThan(before);
    });
  });
});

/** Two instances on one PostgreSQL server: a lock on one ends the session on the other at its next request. */
const servers = databases.filter((d) => d.name === 'postgres');
if (servers.length > 0) {
  describe.each(servers)('a second instance ($name)', (database) => {
    const t = useApiTest(database, { logins: ['admin'] });
    let other: FastifyInstance;
    beforeAll(async () => {
      const config = loadConfig({ SANDBOX_MODE: 'true', ERP_URL: t.erp.url, STATIC_ROOT: emptyStaticRoot(), LOG_LEVEL: 'silent', JWT_SECRET: '', ...t.prepared.env });
      other = await buildApp(config, { logger: false, seedErpWaitMs: 0, mailWorker: { enabled: false } });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('sees a lock made on the first instance at once', async () => {
      const session = await loginSession(t.app, 'viewer@portal.test');
      const ask = () => other.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(session.token), payload: {} });
      expect((await ask()).statusCode).toBe(200);
      const id = await userId(t.app, 'viewer@portal.test');
      const user = (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(t.tokens.admin!) })).json<Record<string, unknown>>();
      expect((await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(t.tokens.admin!), payload: { ...user, Status: 'locked' } })).statusCode).toBe(200);
      // The notice travels through the server to the other instance's listening connection; without
      // it the other instance would answer from its cache for SHORT_CACHE_TTL_MS.
      let status = (await ask()).statusCode;
      await eventually(async () => {
        status = (await ask()).statusCode;
        return status !== 200;
      }, SHORT_CACHE_TTL_MS / 2);
      expect(status).toBe(401);
    });
  });
}
