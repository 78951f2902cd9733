import type { FastifyInstance } from 'fastify';
import { DOC } from './helpers/fake-erp-data';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { COMPANY_1000, payment, payWith, row } from './helpers/payments';
import { searchBody } from './helpers/search-body';
import { startImpersonating, stopImpersonating } from './helpers/impersonation';
import { bearer, login, useApiTest, userId } from './helpers/test-app';
import { IMPERSONATION_REFUSALS } from '../src/security/impersonation-policy';

/**
 * Staff impersonate active customers only: checked when the impersonation starts
 * (POST /api/impersonation) and again on every impersonated request (docs/security/impersonation.md).
 */
describe.each(databases)('impersonation policy ($name)', (database) => {
  const t = useApiTest(database, { logins: ['staff', 'admin'] });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ app, erp } = t);
    for (const name of ['admin', 'manager', 'soldto', 'locked', 'pending', 'viewer']) ids[name] = await userId(app, `${name}@portal.test`);
  });
  beforeEach(() => {
    erp.reset();
    erp.customizing['1000'] = COMPANY_1000;
  });
  afterEach(async () => {
    for (const who of ['staff', 'admin']) await stopImpersonating(app, tokens[who]!);
  });

  const payers = (who: string, target: number) =>
    app.inject({ method: 'POST', url: `/api/customer/getuserpayers?userid=${target}`, headers: bearer(tokens[who]!), payload: {} });
  const search = (target: number, customer: string, company: string) =>
    app.inject({ method: 'POST', url: `/api/Invoice?userid=${target}`, headers: bearer(tokens.staff!), payload: searchBody(customer, company) });
  const start = (who: string, target: number) =>
    app.inject({ method: 'POST', url: '/api/impersonation', headers: bearer(tokens[who]!), payload: { UserId: target } });

  it('lets staff impersonate an active customer', async () => {
    await startImpersonating(app, tokens.staff!, ids.soldto!);
    expect((await payers('staff', ids.soldto!)).statusCode).toBe(200);
    expect((await search(ids.soldto!, '100100', '1000')).statusCode).toBe(200);
  });

  it.each(['admin', 'manager'])('refuses to impersonate %s (not a customer) with a clear 403', async (name) => {
    for (const who of ['staff', 'admin'].filter((w) => w !== name)) {
      const response = await start(who, ids[name]!);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: IMPERSONATION_REFUSALS.notCustomer, reason: 'impersonation_refused' });
      expect((await payers(who, ids[name]!)).statusCode).toBe(403);
    }
    expect((await search(ids[name]!, '100100', '1000')).statusCode).toBe(403);
  });

  it.each([
    ['locked', 'locked'],
    ['pending', 'waiting-confirmation'],
  ] as const)('refuses to impersonate the %s user with a clear 403', async (name, status) => {
    const response = await start('staff', ids[name]!);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: IMPERSONATION_REFUSALS[status], reason: 'impersonation_refused' });
    expect((await payers('staff', ids[name]!)).statusCode).toBe(403);
    expect((await search(ids[name]!, '100200', '1100')).statusCode).toBe(403);
  });

  it('stops impersonating a customer from the request after they are deactivated', async () => {
    await startImpersonating(app, tokens.staff!, ids.viewer!);
    expect((await search(ids.viewer!, '100200', '1100')).statusCode).toBe(200);
    await app.usersRepository.setStatus(ids.viewer!, 'deactive');
    try {
      const refused = await search(ids.viewer!, '100200', '1100');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(IMPERSONATION_REFUSALS.deactive);
    } finally {
      await app.usersRepository.setStatus(ids.viewer!, 'active');
    }
  });

  it('posts no payment for a customer locked while impersonated: no ERP call, no ledger row', async () => {
    const api = payWith(app, tokens);
    const body = payment('100200', '1100', [row('100200', DOC.open, 10)]);
    const ledger = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempts')).rows[0]!.n;
    const before = await ledger();
    await startImpersonating(app, tokens.staff!, ids.viewer!);
    await app.usersRepository.setStatus(ids.viewer!, 'locked');
    try {
      const response = await api.pay('staff', body, undefined, `?userid=${ids.viewer}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(IMPERSONATION_REFUSALS.locked);
    } finally {
      await app.usersRepository.setStatus(ids.viewer!, 'active');
    }
    expect(erp.callsTo('/erp/invoice/payments')).toBe(0);
    expect(await ledger()).toBe(before);
  });

  it('answers 404 for an unknown user and keeps a customer from impersonating anyone', async () => {
    expect((await start('staff', 999_999)).statusCode).toBe(404);
    const customer = (await login(app, 'payer@portal.test')).token;
    const response = await app.inject({
      method: 'POST',
      url: `/api/customer/getuserpayers?userid=${ids.soldto}`,
      headers: bearer(customer),
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
