import { IMPERSONATION_MESSAGES } from 'shared/server';
import { DOC } from './helpers/fake-erp-data';
import { databases } from './helpers/databases';
import { startImpersonating, stopImpersonating } from './helpers/impersonation';
import { COMPANY_1000, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { searchBody } from './helpers/search-body';
import { bearer, loginSession, useApiTest, userId } from './helpers/test-app';
import { IMPERSONATION_REFUSALS } from '../src/security/impersonation-policy';

/**
 * docs/security/impersonation.md: `?userid=` acts for a customer only while the session
 * impersonates that customer (POST /api/impersonation); the server decides, once per request.
 */
describe.each(databases)('who a request acts for ($name)', (database) => {
  const t = useApiTest(database, { logins: ['staff', 'admin', 'soldto', 'payer'] });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const name of ['staff', 'admin', 'soldto', 'payer', 'payerall']) ids[name] = await userId(t.app, `${name}@portal.test`);
  });
  beforeEach(() => {
    t.erp.reset();
    t.erp.customizing['1000'] = COMPANY_1000;
    saveTestMethods(t.erp);
  });
  afterEach(async () => {
    await stopImpersonating(t.app, t.tokens.staff!);
  });

  const payers = (who: string, query: string) => t.post(who, `/api/customer/getuserpayers${query}`, {});
  const accountsOf = async (who: string, query: string) => {
    const response = await payers(who, query);
    expect(response.statusCode).toBe(200);
    return response.json<{ HeaderItems: { PrimaryAcct: string }[] }>().HeaderItems.map((h) => h.PrimaryAcct);
  };
  const audit = async (action: string) =>
    (
      await t.app.db.query<{ user_id: number; acted_for: number | null; detail: Record<string, unknown> }>(
        'SELECT user_id, acted_for, detail FROM audit_log WHERE action = $1 ORDER BY id',
        [action],
      )
    ).rows;
  const sessionImpersonates = async (token: string) => {
    const { sid } = t.app.tokens.verifyAccessToken(token);
    return (await t.app.db.query<{ impersonating_user_id: number | null }>('SELECT impersonating_user_id FROM sessions WHERE id = $1', [sid])).rows[0]!
      .impersonating_user_id;
  };

  it('refuses ?userid= before POST /api/impersonation, honours it after, and refuses it again after DELETE', async () => {
    const before = await payers('staff', `?userid=${ids.soldto}`);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ message: IMPERSONATION_MESSAGES.notImpersonating, reason: 'not_impersonating' });

    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    expect(await accountsOf('staff', `?userid=${ids.soldto}`)).toEqual(['100100', '100200']);

    await stopImpersonating(t.app, t.tokens.staff!);
    const after = await payers('staff', `?userid=${ids.soldto}`);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(IMPERSONATION_MESSAGES.notImpersonating);
  });

  it('refuses ?userid= of another customer than the one the session impersonates', async () => {
    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    const other = await payers('staff', `?userid=${ids.payer}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: IMPERSONATION_MESSAGES.otherUser, reason: 'not_impersonating' });
    // Nor an unknown id: no answer tells whether a user exists.
    expect((await payers('staff', '?userid=999999')).statusCode).toBe(403);
    // Another session of the same staff member impersonates nobody.
    const second = await loginSession(t.app, 'staff@portal.test');
    const response = await t.app.inject({ method: 'POST', url: `/api/customer/getuserpayers?userid=${ids.soldto}`, headers: bearer(second.token), payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('never pays with the saved card of a customer the session does not impersonate: no ledger row, no ERP call', async () => {
    const api = payWith(t.app, t.tokens);
    const body = payment('100100', '1000', [row('100100', DOC.open, 100)]);
    const ledger = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempts')).rows[0]!.n;
    const rows = await ledger();
    const refused = await api.pay('staff', body, undefined, `?userid=${ids.soldto}`);
    expect(refused.statusCode).toBe(403);
    expect(t.erp.callsTo('/erp/invoice/payments')).toBe(0);
    expect(await ledger()).toBe(rows);

    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    expect((await api.pay('staff', body, undefined, `?userid=${ids.soldto}`)).statusCode).toBe(200);
    expect(t.erp.callsTo('/erp/invoice/payments')).toBe(1);
  });

  it("takes the caller's own id as no ?userid= at all, whether impersonating or not", async () => {
    expect(await accountsOf('soldto', `?userid=${ids.soldto}`)).toEqual(['100100', '100200']);
    expect(await accountsOf('staff', `?userid=${ids.staff}`)).toEqual([]);
    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    expect(await accountsOf('staff', `?userid=${ids.staff}`)).toEqual([]);
    expect(await accountsOf('staff', '')).toEqual([]);
  });

  it('keeps a customer from naming anyone else', async () => {
    const response = await payers('soldto', `?userid=${ids.payer}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('forbidden');
  });

  it('logs each impersonated request once, with the route and the customer, and nothing else', async () => {
    const count = async () => (await audit('impersonated_request')).length;
    const before = await count();
    await payers('staff', `?userid=${ids.soldto}`); // refused: no impersonated read
    await accountsOf('soldto', '');
    await accountsOf('staff', '');
    expect(await count()).toBe(before);

    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    await accountsOf('staff', `?userid=${ids.soldto}`);
    expect((await t.post('staff', `/api/Invoice?userid=${ids.soldto}`, searchBody('100100', '1000'))).statusCode).toBe(200);
    const rows = (await audit('impersonated_request')).slice(before);
    expect(rows).toEqual([
      { user_id: ids.staff, acted_for: ids.soldto, detail: { customerId: ids.soldto, route: 'POST /api/customer/getuserpayers', sessionId: expect.any(String) } },
      { user_id: ids.staff, acted_for: ids.soldto, detail: { customerId: ids.soldto, route: 'POST /api/Invoice', sessionId: expect.any(String) } },
    ]);
  });

  it("keeps the instance's short caches across impersonated requests: their audit row is no cache write", async () => {
    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    await accountsOf('staff', `?userid=${ids.soldto}`);
    const epoch = t.app.dbEpoch();
    await accountsOf('staff', `?userid=${ids.soldto}`);
    expect(t.app.dbEpoch()).toBe(epoch);
  });

  it('ends the impersonation at the next request once the customer is locked, and records the stop', async () => {
    await startImpersonating(t.app, t.tokens.staff!, ids.payerall!);
    expect((await payers('staff', `?userid=${ids.payerall}`)).statusCode).toBe(200);
    await t.app.usersRepository.setStatus(ids.payerall!, 'locked');
    try {
      const refused = await payers('staff', `?userid=${ids.payerall}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(IMPERSONATION_REFUSALS.locked);
      expect(await sessionImpersonates(t.tokens.staff!)).toBeNull();
      expect((await audit('impersonation_stopped')).at(-1)).toMatchObject({
        user_id: ids.staff,
        acted_for: ids.payerall,
        detail: { by: 'refused', reason: 'impersonation_refused' },
      });
    } finally {
      await t.app.usersRepository.setStatus(ids.payerall!, 'active');
    }
    // Unlocking does not bring it back: it has to be started again.
    expect((await payers('staff', `?userid=${ids.payerall}`)).json().message).toBe(IMPERSONATION_MESSAGES.notImpersonating);
  });

  it('ends the impersonation at the next request once the staff member loses CanImpersonate', async () => {
    const session = await loginSession(t.app, 'staff@portal.test');
    await startImpersonating(t.app, session.token, ids.soldto!);
    await t.app.db.query("UPDATE users SET permissions = array_remove(permissions, 'CanImpersonate') WHERE user_id = $1", [ids.staff]);
    try {
      // Even a request without ?userid= ends it.
      const own = await t.app.inject({ method: 'POST', url: '/api/customer/getuserpayers', headers: bearer(session.token), payload: {} });
      expect(own.statusCode).toBe(200);
      expect(await sessionImpersonates(session.token)).toBeNull();
      const refused = await t.app.inject({ method: 'POST', url: `/api/customer/getuserpayers?userid=${ids.soldto}`, headers: bearer(session.token), payload: {} });
      expect(refused.statusCode).toBe(403);
    } finally {
      await t.app.db.query("UPDATE users SET permissions = array_append(permissions, 'CanImpersonate') WHERE user_id = $1", [ids.staff]);
    }
  });

  it("answers GET /api/impersonation with the impersonated customer only while the session impersonates them", async () => {
    const acting = (query: string) => t.app.inject({ method: 'GET', url: `/api/impersonation${query}`, headers: bearer(t.tokens.admin!) });
    expect((await acting(`?userid=${ids.soldto}`)).statusCode).toBe(403);
    await startImpersonating(t.app, t.tokens.admin!, ids.soldto!);
    try {
      expect((await acting(`?userid=${ids.soldto}`)).json()).toMatchObject({ UserId: ids.soldto, Login: 'soldto@portal.test' });
      expect((await acting('')).json()).toMatchObject({ UserId: ids.admin });
    } finally {
      await stopImpersonating(t.app, t.tokens.admin!);
    }
  });
});
