import type { FastifyInstance } from 'fastify';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { approvedVisa, startFakeTokenizer, type FakeTokenizer } from './helpers/fake-tokenizer';
import { accessTokenBody } from './helpers/payment-methods';
import { DOC } from './helpers/fake-erp-data';
import { COMPANY_1000, newKey, payment, row, saveTestMethods } from './helpers/payments';
import { startImpersonating } from './helpers/impersonation';
import { bearer, buildTestApp, loginSession } from './helpers/test-app';
import { IDENTITIES, LOGINS, OWNER_DOC, PROVEN_ACCOUNT, ROWS, scheduledBody, autopayBody, type Ctx, type Identity, type Statuses } from './helpers/authorization-rows';

/**
 * The authorization matrix: every registered route, called as each of six identities, with the
 * status each must get. The resource is always the owner's (soldto@portal.test, account 100200 of
 * company 1100, which neither the foreign customer nor the admin is linked to).
 *
 * Adding a route: add a row to ROWS keyed 'METHOD /url' exactly as Fastify registers it (the test
 * "covers every registered route" names a missing one). `call` builds the request from the
 * identity's context — put `ctx.imp` (`?userid=<owner>` for the impersonating column, '' otherwise)
 * on routes that take `?userid=` (that session impersonates the owner: POST /api/impersonation); `expect` gives the status for each identity. Rows for admin
 * routes (users, configuration) and registration routes go here the same way.
 */
describe.each(databases)('authorization matrix ($name)', (database) => {
  let prepared: PreparedDatabase;
  let erp: FakeErp;
  let tokenizer: FakeTokenizer;
  let app: FastifyInstance;
  const sessions: Partial<Record<Identity, { token: string; pdfCookie: string }>> = {};
  let ownerId: number;
  let owner: Ctx['owner'];
  let fixtures: Ctx['fixtures'];

  beforeAll(async () => {
    prepared = await database.prepare();
    erp = await startFakeErp();
    tokenizer = await startFakeTokenizer();
    app = await buildTestApp(prepared, erp.url, { TOKENIZER_URL: tokenizer.url });
    saveTestMethods(erp);
    // Company 1100 takes payments and deposits with reasons of its own.
    erp.customizing['1100'] = { ...COMPANY_1000, payment_reason_codes: COMPANY_1000.payment_reason_codes!.map((r) => ({ ...r, company_code: '1100' })) };
    for (const who of IDENTITIES) if (who !== 'anonymous') sessions[who] = await loginSession(app, LOGINS[who]);
    ownerId = (await app.usersRepository.findByLogin(LOGINS.owner))!.user_id;
    const ownerHeaders = bearer(sessions.owner!.token);
    const pdf = await app.inject({ method: 'POST', url: '/api/Invoice/pdf-request', headers: ownerHeaders, payload: { document_detail: { billing_document_number: OWNER_DOC } } });
    const opened = await app.inject({ method: 'POST', url: '/api/tokenization/access_token', headers: ownerHeaders, payload: accessTokenBody('100200', '1100') });
    const accessToken = opened.json<{ access_token: string }>().access_token;
    tokenizer.complete(accessToken, approvedVisa());
    const ownerAccount = (await app.accountsRepository.listByUser(ownerId)).find((a) => a.primary_acct === '100200')!;
    const ownerUser = (await app.inject({ method: 'GET', url: `/api/users/${ownerId}`, headers: ownerHeaders })).json<Record<string, unknown>>();
    const form = Object.fromEntries(
      ['Login', 'FirstName', 'LastName', 'Company', 'Email', 'Status', 'PrimaryAccountTypeId', 'UserRole', 'Permissions'].map((k) => [k, ownerUser[k]]),
    );
    // Two charges of the owner's for the payment history's rows.
    for (let i = 0; i < 2; i += 1) {
      const paid = await app.inject({
        method: 'POST',
        url: '/api/invoice/payments',
        headers: { ...ownerHeaders, 'idempotency-key': newKey() },
        payload: payment('100200', '1100', [row('100200', DOC.open, 10, { reason_code: '03' })]),
      });
      expect(paid.statusCode).toBe(200);
    }
    const { rows: attempts } = await app.db.query<{ id: number }>('SELECT id::int AS id FROM payment_attempts WHERE target_user_id = $1 ORDER BY id DESC LIMIT 2', [ownerId]);
    const [paymentId, otherPaymentId] = attempts.map((a) => String(a.id));
    // Three scheduled payments of the owner's: one to move, one for the owner and one for staff to cancel.
    const scheduleIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const scheduled = await app.inject({ method: 'POST', url: '/api/payments/scheduled', headers: ownerHeaders, payload: scheduledBody(30 + i) });
      expect(scheduled.statusCode).toBe(201);
      scheduleIds.push(scheduled.json<{ Id: string }>().Id);
    }
    // The owner's AutoPay enrolment, for the rows that pause and stop it.
    const enrolled = await app.inject({ method: 'PUT', url: '/api/autopay', headers: ownerHeaders, payload: autopayBody() });
    expect(enrolled.statusCode).toBe(200);
    owner = {
      pdfUrl: pdf.json<{ url: string }>().url,
      accessToken,
      userId: ownerId,
      accountId: ownerAccount.account_id,
      form,
      paymentId: paymentId!,
      otherPaymentId: otherPaymentId!,
      scheduleIds: scheduleIds as [string, string, string],
      autopayId: enrolled.json<{ Id: string }>().Id,
    };
    const deletable = await app.userAdminRepository.create({
      login: 'matrix-delete@portal.test', firstName: 'Del', lastName: 'Etable', company: 'Matrix', email: 'matrix-delete@portal.test',
      status: 'active', primaryAccountTypeId: 1, userRole: 'user', permissions: [],
    });
    const request = await app.registrationRequests.create({ firstName: 'Mat', lastName: 'Rix', company: 'Matrix', email: 'matrix-request@portal.test', message: 'Hello' });
    const sessionsUser = await app.userAdminRepository.create({
      login: 'matrix-sessions@portal.test', firstName: 'Ses', lastName: 'Sions', company: 'Matrix', email: 'matrix-sessions@portal.test',
      status: 'active', primaryAccountTypeId: 1, userRole: 'user', permissions: [],
    });
    const rejectRequestIds = {} as Record<Identity, number>;
    for (const who of IDENTITIES) {
      const made = await app.registrationRequests.create({ firstName: 'Re', lastName: who, company: 'Matrix', email: `matrix-reject-${who}@portal.test`, message: 'Hello' });
      rejectRequestIds[who] = made!.registrationRequestId;
    }
    fixtures = { deletableUserId: deletable!, requestId: request!.registrationRequestId, sessionsUserId: sessionsUser!, rejectRequestIds };
  });
  afterAll(async () => {
    await app?.close();
    await tokenizer?.close();
    await erp?.close();
    await prepared?.cleanup();
  });

  const contextOf = (who: Identity): Ctx => {
    const session = sessions[who];
    return {
      who,
      headers: session ? { ...bearer(session.token), cookie: session.pdfCookie } : {},
      imp: who === 'impersonating' ? `?userid=${ownerId}` : '',
      fresh: async () => (who === 'anonymous' ? null : loginSession(app, LOGINS[who])),
      owner,
      scratchAccount: async () =>
        (
          await app.accountsRepository.insert({
            user_id: ownerId,
            primary_acct: '100500',
            account_type_id: 1,
            name: 'Scratch',
            name_2: '',
            company_code: '1000',
            sales_organization: '1000',
            distribution_channel: '10',
            division: '00',
          })
        ).account_id,
      fixtures,
      invitee: async () =>
        (
          await app.usersRepository.insertIfMissing({
            login: `invitee-${who}-${Math.random().toString(36).slice(2)}@example.test`,
            firstName: 'In', lastName: 'Vitee', company: 'C', email: `invitee-${who}@example.test`, passwordHash: null, status: 'active',
            primaryAccountTypeId: 1, userRole: 'user', permissions: [],
          })
        ).userId,
      link: async (kind) => {
        const { userId } = await app.usersRepository.insertIfMissing({
          login: `link-${kind}-${who}-${Math.random().toString(36).slice(2)}@example.test`,
          firstName: 'L', lastName: 'K', company: 'C', email: '', passwordHash: null, status: 'waiting-confirmation',
          primaryAccountTypeId: 1, userRole: 'user', permissions: [],
        });
        return kind === 'self_registration'
          ? app.oneTimeTokens.issue(kind, { data: { accounts: [PROVEN_ACCOUNT] }, ttlSeconds: 60 })
          : app.oneTimeTokens.issue(kind, { userId, ttlSeconds: 60, data: kind === 'email_change' ? { email: `changed-${userId}@example.test` } : {} });
      },
    };
  };

  it('covers every registered route, and no route that is gone', () => {
    const registered = app.routeCatalog.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(ROWS).sort()).toEqual(registered);
  });

  it('refuses ?userid=<owner> on every route that takes it while the session impersonates nobody (403)', async () => {
    const unstarted = await loginSession(app, LOGINS.impersonating);
    const ctx: Ctx = { ...contextOf('impersonating'), headers: { ...bearer(unstarted.token), cookie: unstarted.pdfCookie } };
    const actual: Record<string, number> = {};
    for (const [route, { call }] of Object.entries(ROWS)) {
      const request = await call(ctx);
      if (!String(request.url).includes('?userid=')) continue;
      actual[route] = (await app.inject(request)).statusCode;
    }
    expect(Object.keys(actual).length).toBeGreaterThanOrEqual(15);
    expect(actual).toEqual(Object.fromEntries(Object.keys(actual).map((route) => [route, 403])));
  });

  // The payment history's scope beyond the six identities (docs/product/payment-history.md#who-sees-what):
  // a payer's charge of an excluded sold-to, and a sold-to user asking for the payer's account.
  it('payment history: exclusions and payer/sold-to scope', async () => {
    const company1000 = erp.customizing['1000'];
    erp.customizing['1000'] = COMPANY_1000;
    const payer = await loginSession(app, 'payer@portal.test');
    const payerall = await loginSession(app, 'payerall@portal.test');
    const paid = await app.inject({
      method: 'POST',
      url: '/api/invoice/payments',
      headers: { ...bearer(payer.token), 'idempotency-key': newKey() },
      payload: payment('200100', '1000', [row('100500', DOC.open, 10, { reason_code: '03' })]),
    });
    erp.customizing['1000'] = company1000!;
    expect(paid.statusCode).toBe(200);
    const { rows } = await app.db.query<{ id: number }>("SELECT id::int AS id FROM payment_attempts WHERE account = '200100' ORDER BY id DESC LIMIT 1");
    const id = rows[0]!.id;
    const as = (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
      app.inject({ method, url, headers: bearer(token), ...(method === 'POST' ? { payload: {} } : {}) }).then((r) => r.statusCode);
    // The payer sees it; payerall@, excluded from 100500, neither lists it nor opens it.
    expect(await as(payer.token, `/api/payments/history/${id}`)).toBe(200);
    for (const url of [`/api/payments/history/${id}`, `/api/payments/history/${id}/pdf`]) expect(await as(payerall.token, url)).toBe(404);
    expect(await as(payerall.token, `/api/payments/history/${id}/receipt-mail`, 'POST')).toBe(404);
    const listed = await app.inject({ method: 'GET', url: '/api/payments/history', headers: bearer(payerall.token) });
    expect(listed.json<{ Items: { Id: string }[] }>().Items.map((i) => i.Id)).not.toContain(String(id));
    expect(await as(payerall.token, '/api/payments/history?Account=100500')).toBe(403);
    expect(await as(payerall.token, '/api/payments/history/export?Account=100500')).toBe(403);
    // A sold-to user reaches their sold-tos only, not the payer above them.
    expect(await as(sessions.owner!.token, '/api/payments/history?Account=200100')).toBe(403);
    expect(await as(sessions.owner!.token, `/api/payments/history/${id}`)).toBe(404);
  });

  it.each(Object.keys(ROWS))('%s', async (route) => {
    const { call, expect: expected } = ROWS[route]!;
    const actual = {} as Statuses;
    for (const who of IDENTITIES) {
      // ?userid= acts for the owner only while the session impersonates them (docs/security/impersonation.md);
      // started again before each row, as the DELETE /api/impersonation row ends it.
      if (who === 'impersonating') await startImpersonating(app, sessions.impersonating!.token, ownerId);
      const response = await app.inject(await call(contextOf(who)));
      actual[who] = response.statusCode;
      await reopenEndedSessions();
    }
    expect(actual).toEqual(expected);
  });

  /** A row that ends an identity's other sessions (end-others) ends a sibling's too: log those in again. */
  async function reopenEndedSessions() {
    for (const who of IDENTITIES) {
      const session = sessions[who];
      if (!session) continue;
      const alive = await app.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(session.token), payload: {} });
      if (alive.statusCode === 401) sessions[who] = await loginSession(app, LOGINS[who as Exclude<Identity, 'anonymous'>]);
    }
  }
});
