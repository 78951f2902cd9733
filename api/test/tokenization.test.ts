import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, ROLE_PERMISSIONS } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { approvedVisa, type FakeTokenizer } from './helpers/fake-tokenizer';
import { accessTokenBody, methodCalls, setPermissions } from './helpers/payment-methods';
import { startImpersonating, stopImpersonating } from './helpers/impersonation';
import { useApiTest, userId } from './helpers/test-app';

describe.each(databases)('tokenization ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'staff', 'viewer', 'noecheck', 'pending'], tokenizer: true });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  let tokenizer: FakeTokenizer;
  let api: ReturnType<typeof methodCalls>;
  beforeAll(() => {
    ({ app, erp, tokenizer } = t);
    api = methodCalls(app, tokens);
  });
  beforeEach(async () => {
    erp.reset();
    tokenizer.reset();
    await setPermissions(app, 'soldto@portal.test', ROLE_PERMISSIONS.user);
  });

  const sessionsOpened = () => tokenizer.callsTo('/tokenizer/sessions');
  const open = async (who = 'soldto', body: object = accessTokenBody('100100', '1000'), query = '') => {
    const response = await api.accessToken(who, body, query);
    expect(response.statusCode).toBe(200);
    return response.json<{ access_token: string; merchant_guid: string; tokenizer_url: string }>();
  };
  const read = (who: string, accessToken: string, query = '') => api.result(who, { action: '02', access_token: accessToken }, query);

  it('opens a session (01) whose tokenizer_url the browser may post to, and keeps only its hash', async () => {
    const session = await open();
    expect(session).toEqual({ access_token: expect.any(String), merchant_guid: 'fake-merchant', tokenizer_url: tokenizer.tokenizeUrl });
    expect(tokenizer.sessions.get(session.access_token)?.paymentMethod).toBe('CC');
    const { rows } = await app.db.query<Record<string, unknown>>('SELECT * FROM tokenization_sessions');
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(session.access_token).digest('hex'));
    expect(row).toMatchObject({ user_id: await userId(app, 'soldto@portal.test'), customer_number: '100100', company_code: '1000', payment_method: 'CC' });
    expect(JSON.stringify(rows)).not.toContain(session.access_token);
    // The CSP lets the page reach the address the tokenizer gave (localhost) and TOKENIZER_URL's (127.0.0.1).
    const csp = String((await app.inject({ url: '/api/config' })).headers['content-security-policy']);
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'))!;
    expect(connect).toContain(new URL(tokenizer.tokenizeUrl).origin);
    expect(connect).toContain(new URL(tokenizer.url).origin);
  });

  it('answers the payment card (02) to the user who asked: token, type, name, valid_to at the end of the month', async () => {
    const session = await open();
    tokenizer.complete(session.access_token, approvedVisa());
    const response = await read('soldto', session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentcard: expect.objectContaining({
        payment_card_type: 'VISA',
        payment_card_token: 'tok_visa_0a1b2c3d4e5f_1111',
        payment_card_name: 'Pat Payer',
        valid_to: '09-30-2030',
        default: '',
      }),
    });
    expect((await read('soldto', session.access_token)).statusCode).toBe(200);
  });

  it("refuses another user's access token like an unknown one (404), without asking the tokenizer", async () => {
    const session = await open();
    tokenizer.complete(session.access_token, approvedVisa());
    const before = tokenizer.callsTo('/tokenizer/result');
    for (const [who, token] of [['payer', session.access_token], ['soldto', 'at_made_up']] as const) {
      const response = await read(who, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.tokenizationFailed, reason: 'unknown_access_token' });
    }
    expect(tokenizer.callsTo('/tokenizer/result')).toBe(before);
  });

  it('refuses an access token after 10 minutes (410)', async () => {
    const session = await open();
    tokenizer.complete(session.access_token, approvedVisa());
    const hash = createHash('sha256').update(session.access_token).digest('hex');
    await app.db.query("UPDATE tokenization_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hash]);
    const response = await read('soldto', session.access_token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: MESSAGES.tokenizationFailed, reason: 'access_token_expired' });
  });

  it.each([
    ['nothing posted yet', null, 409, 'not_tokenized'],
    ['declined', { result: 'declined', message: 'Card declined' }, 422, 'declined'],
    ['forgotten by the tokenizer', 'forget', 410, 'access_token_expired'],
    ['approved without a card', { result: 'approved' }, 502, 'tokenizer_unusable_answer'],
    ['an eCheck for a card session', { result: 'approved', paymentcard: { ...approvedVisa().paymentcard!, payment_card_type: 'EC' } }, 502, 'tokenizer_unusable_answer'],
  ] as const)('answers tokenization failure when %s', async (_case, outcome, status, reason) => {
    const session = await open();
    if (outcome === 'forget') tokenizer.forget(session.access_token);
    else if (outcome) tokenizer.complete(session.access_token, outcome as never);
    const response = await read('soldto', session.access_token);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: MESSAGES.tokenizationFailed, reason });
  });

  it('refuses a foreign payer or company (403) before the tokenizer is asked', async () => {
    const before = sessionsOpened();
    for (const body of [accessTokenBody('200100', '1000'), accessTokenBody('100100', '2000')]) {
      const response = await api.accessToken('soldto', body);
      expect(response.statusCode).toBe(403);
    }
    expect((await api.accessToken('soldto', accessTokenBody('100100', '1000'), `?userid=${await userId(app, 'payer@portal.test')}`)).statusCode).toBe(403);
    expect(sessionsOpened()).toBe(before);
  });

  it('needs CanManagePaymentMethods or CanMakePayment, or impersonation by staff', async () => {
    expect((await api.accessToken('viewer', accessTokenBody('100200', '1100'))).statusCode).toBe(200);
    await setPermissions(app, 'soldto@portal.test', ['CanMakePayment']);
    expect((await api.accessToken('soldto', accessTokenBody('100100', '1000'))).statusCode).toBe(200);
    await setPermissions(app, 'soldto@portal.test', ['CanManageOwnSAPAccounts']);
    expect((await api.accessToken('soldto', accessTokenBody('100100', '1000'))).statusCode).toBe(403);
    expect((await api.accessToken('staff', accessTokenBody('100100', '1000'))).statusCode).toBe(403);
    expect((await api.accessToken('pending', accessTokenBody('100200', '1100'))).json().reason).toBe('waiting_confirmation');

    const customer = await userId(app, 'soldto@portal.test');
    const query = `?userid=${customer}`;
    await startImpersonating(app, tokens.staff!, customer);
    const session = await open('staff', accessTokenBody('100100', '1000'), query);
    tokenizer.complete(session.access_token, approvedVisa());
    // Read only while still acting for the customer it was opened for.
    await stopImpersonating(app, tokens.staff!);
    expect((await read('staff', session.access_token)).json()).toMatchObject({ message: MESSAGES.tokenizationFailed, reason: 'other_acting_user' });
    await startImpersonating(app, tokens.staff!, customer);
    expect((await read('staff', session.access_token, query)).statusCode).toBe(200);
    expect((await read('soldto', session.access_token)).statusCode).toBe(404);
  });

  it('refuses an eCheck session for company 0020 (422) and opens one elsewhere', async () => {
    const before = sessionsOpened();
    const refused = await api.accessToken('noecheck', accessTokenBody('300100', '0020', 'EC'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: API_TEXTS.paymentMethodNotAllowed, reason: 'echeck_not_allowed' });
    expect(sessionsOpened()).toBe(before);
    expect((await api.accessToken('noecheck', accessTokenBody('300100', '0020', 'CC'))).statusCode).toBe(200);
    const session = await open('soldto', accessTokenBody('100100', '1000', 'EC'));
    expect(tokenizer.sessions.get(session.access_token)?.paymentMethod).toBe('EC');
  });

  it('answers 502 with the tokenization message when the tokenizer is down or gives an address the CSP does not allow', async () => {
    const session = await open();
    tokenizer.setDown(true);
    for (const response of [await api.accessToken('soldto', accessTokenBody('100100', '1000')), await read('soldto', session.access_token)]) {
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: MESSAGES.tokenizationFailed, reason: 'tokenizer_unavailable', uniqueId: expect.any(String) });
    }
    tokenizer.setDown(false);
    tokenizer.tokenizerUrlOverride = 'https://elsewhere.example.com/tokenize';
    const count = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tokenization_sessions')).rows[0]!.n;
    const rows = await count();
    const response = await api.accessToken('soldto', accessTokenBody('100100', '1000'));
    expect(response.statusCode).toBe(502);
    expect(response.json().reason).toBe('tokenizer_url_not_allowed');
    expect(await count()).toBe(rows);
  });
});
