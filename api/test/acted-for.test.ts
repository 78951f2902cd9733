import { ACTED_FOR_LIMIT, type ActedForResponse } from 'shared/server';
import { DOC } from './helpers/fake-erp-data';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { databases } from './helpers/databases';
import { startImpersonating, stopImpersonating } from './helpers/impersonation';
import { CARD, COMPANY_1000, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { bearer, useApiTest, userId } from './helpers/test-app';

/**
 * GET /api/profile/impersonations (docs/security/impersonation.md#what-the-customer-sees): a
 * customer sees when staff acted for them, who, and what they paid, newest first.
 */
describe.each(databases)('acted for you ($name)', (database) => {
  const t = useApiTest(database, { logins: ['staff', 'soldto', 'payer', 'payerall'] });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const name of ['staff', 'soldto', 'payer', 'payerall']) ids[name] = await userId(t.app, `${name}@portal.test`);
    t.erp.customizing['1000'] = COMPANY_1000;
    saveTestMethods(t.erp);
  });

  const history = async (who: string, query = ''): Promise<ActedForResponse> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/profile/impersonations${query}`, headers: bearer(t.tokens[who]!) });
    expect(response.statusCode).toBe(200);
    return response.json<ActedForResponse>();
  };

  it('says nothing when no staff member ever acted for the customer', async () => {
    expect(await history('payer')).toEqual({ Entries: [], Truncated: false });
  });

  it('lists the start, the payments and the stop, newest first, with the staff member and the amounts', async () => {
    const api = payWith(t.app, t.tokens);
    // The customer's own payment is no one acting for them.
    expect((await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]))).statusCode).toBe(200);

    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    const query = `?userid=${ids.soldto}`;
    expect((await api.pay('staff', payment('100100', '1000', [row('100100', DOC.open, 100)]), undefined, query)).statusCode).toBe(200);
    const declined = payment('100100', '1000', [row('100100', DOC.open, 100)], { ...CARD, payment_card_token: DECLINED_TOKEN });
    await api.pay('staff', declined, undefined, query);
    await stopImpersonating(t.app, t.tokens.staff!);

    const { Entries, Truncated } = await history('soldto');
    expect(Truncated).toBe(false);
    expect(Entries).toEqual([
      { At: expect.any(String), Kind: 'stopped', StaffName: 'Sam Staff' },
      { At: expect.any(String), Kind: 'payment', StaffName: 'Sam Staff', Account: '100100', AmountCents: 10000, Currency: 'USD', Outcome: 'not_paid' },
      { At: expect.any(String), Kind: 'payment', StaffName: 'Sam Staff', Account: '100100', AmountCents: 10000, Currency: 'USD', Outcome: 'paid' },
      { At: expect.any(String), Kind: 'started', StaffName: 'Sam Staff' },
    ]);
    const times = Entries.map((e) => Date.parse(e.At));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Nobody else sees it.
    expect((await history('payer')).Entries).toEqual([]);
  });

  it("answers staff who impersonate a customer with their own history, never the customer's", async () => {
    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    try {
      expect(await history('staff', `?userid=${ids.soldto}`)).toEqual({ Entries: [], Truncated: false });
    } finally {
      await stopImpersonating(t.app, t.tokens.staff!);
    }
  });

  it(`shows the newest ${ACTED_FOR_LIMIT} entries and says that older ones exist`, async () => {
    for (let i = 0; i < ACTED_FOR_LIMIT + 5; i += 1) {
      await t.app.auditLog.recordActing(ids.staff!, ids.payerall!, i % 2 === 0 ? 'impersonation_started' : 'impersonation_stopped', { sessionId: 'test' });
    }
    // A staff member whose user is gone since.
    await t.app.auditLog.recordActing(2_000_000_000, ids.payerall!, 'impersonation_started', { sessionId: 'test' });
    const { Entries, Truncated } = await history('payerall');
    expect(Truncated).toBe(true);
    expect(Entries).toHaveLength(ACTED_FOR_LIMIT);
    expect(Entries[0]).toEqual({ At: expect.any(String), Kind: 'started', StaffName: null });
    expect(Entries[1]).toMatchObject({ Kind: 'started', StaffName: 'Sam Staff' });
    expect(Entries[2]).toMatchObject({ Kind: 'stopped' });
  });
});
