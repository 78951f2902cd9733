import type { FastifyInstance, InjectOptions } from 'fastify';
import { SESSION_MESSAGES, USER_REFUSALS, type SessionsResponse } from 'shared/server';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { SHORT_CACHE_TTL_MS } from '../src/plugins/app/short-caches';
import { summarizeUserAgent } from '../src/services/sessions/user-agent';
import { databases } from './helpers/databases';
import { bearer, currentTotpCode, emptyStaticRoot, loginSession, useApiTest, userId } from './helpers/test-app';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The session id inside an access token (its `sid` claim). */
const sidOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

/** Waits for a state (a notice travelling through the database), giving up after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}

describe.each(databases)('sessions a person can see and end ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin'] });
  const call = (token: string, options: Omit<InjectOptions, 'headers'>) => t.app.inject({ ...options, headers: bearer(token) });
  const list = async (token: string) => {
    const response = await call(token, { method: 'GET', url: '/api/sessions' });
    expect(response.statusCode).toBe(200);
    return response.json<SessionsResponse>().sessions;
  };
  const alive = async (token: string) => (await call(token, { method: 'POST', url: '/api/token/getuseraccounts', payload: {} })).statusCode === 200;
  const audit = async (action: string) =>
    (await t.app.db.query<{ user_id: number; detail: Record<string, unknown> }>('SELECT user_id, detail FROM audit_log WHERE action = $1 ORDER BY id', [action])).rows;
  /** A login as a given browser, from the test's inject address (127.0.0.1). */
  const loginAs = async (login: string, userAgent = CHROME_WINDOWS) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/token/login', headers: { 'user-agent': userAgent }, payload: { login, password: 'Demo-pass-2026' } });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ token: string; refreshToken: string } | { mfaToken: string }>();
    if (!('mfaToken' in answer)) return answer;
    // Staff give their second factor from the same browser (docs/security/second-factor.md#login).
    const code = await currentTotpCode(t.app, login);
    const verified = await t.app.inject({ method: 'POST', url: '/api/token/mfa/verify', headers: { 'user-agent': userAgent }, payload: { mfaToken: answer.mfaToken, code } });
    expect(verified.statusCode).toBe(200);
    return verified.json<{ token: string; refreshToken: string }>();
  };

  it('lists the caller’s live sessions with start, last activity, browser and address, the current one marked', async () => {
    const phone = await loginAs('viewer@portal.test', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    const desk = await loginAs('viewer@portal.test');
    const ended = await loginAs('viewer@portal.test');
    await call(ended.token, { method: 'POST', url: '/api/token/logout', payload: {} });
    const sessions = await list(desk.token);
    expect(sessions.map((s) => s.id)).toEqual([sidOf(desk.token), sidOf(phone.token)]);
    expect(sessions[0]).toEqual({
      id: sidOf(desk.token),
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
      browser: 'Chrome 131 on Windows',
      address: '127.0.0.1',
      current: true,
    });
    expect(sessions[1]).toMatchObject({ browser: 'Safari 17 on iOS', current: false });
    expect(Date.parse(sessions[0]!.createdAt)).not.toBeNaN();
    // Another user's sessions never show.
    expect((await list(t.tokens.admin!)).map((s) => s.id)).not.toContain(sidOf(desk.token));
  });

  it('keeps the address of the last refresh', async () => {
    const session = await loginAs('noecheck@portal.test');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh', remoteAddress: '192.0.2.7', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const mine = (await list(refreshed.json<{ token: string }>().token)).find((s) => s.current)!;
    expect(mine.address).toBe('192.0.2.7');
  });

  it('ends one of one’s own sessions: its token is refused at once, the audit log has it', async () => {
    const keep = await loginAs('payer@portal.test');
    const other = await loginAs('payer@portal.test');
    expect(await alive(other.token)).toBe(true);
    const response = await call(keep.token, { method: 'DELETE', url: `/api/sessions/${sidOf(other.token)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect(await alive(other.token)).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken: other.refreshToken } })).statusCode).toBe(401);
    expect(await alive(keep.token)).toBe(true);
    const payer = await userId(t.app, 'payer@portal.test');
    expect((await audit('session_ended')).at(-1)).toEqual({
      user_id: payer,
      detail: { sessionId: sidOf(other.token), by: 'user', fromSessionId: sidOf(keep.token) },
    });
    // Ended already: nothing left to end.
    const again = await call(keep.token, { method: 'DELETE', url: `/api/sessions/${sidOf(other.token)}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SESSION_MESSAGES.unknownSession);
  });

  it('never ends another user’s session: 404, and that session lives on', async () => {
    const victim = await loginAs('soldto@portal.test');
    const attacker = await loginAs('payerall@portal.test');
    const response = await call(attacker.token, { method: 'DELETE', url: `/api/sessions/${sidOf(victim.token)}` });
    expect(response.statusCode).toBe(404);
    expect(await alive(victim.token)).toBe(true);
    // Nor through ?userid= (acting for someone is no licence to end their sessions).
    const staff = await loginAs('staff@portal.test');
    const acting = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sidOf(victim.token)}?userid=${await userId(t.app, 'soldto@portal.test')}`, headers: bearer(staff.token) });
    expect([403, 404]).toContain(acting.statusCode);
    expect(await alive(victim.token)).toBe(true);
    expect((await call(attacker.token, { method: 'DELETE', url: '/api/sessions/not-a-session' })).statusCode).toBe(400);
  });

  it('ends all other sessions and keeps the current one', async () => {
    const [a, b, c] = [await loginAs('jp@portal.test'), await loginAs('jp@portal.test'), await loginAs('jp@portal.test')];
    const response = await call(a.token, { method: 'POST', url: '/api/sessions/end-others', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    expect(await alive(a.token)).toBe(true);
    expect(await alive(b.token)).toBe(false);
    expect(await alive(c.token)).toBe(false);
    expect((await list(a.token)).map((s) => s.id)).toEqual([sidOf(a.token)]);
    const entry = (await audit('sessions_ended')).at(-1)!;
    expect(entry.user_id).toBe(await userId(t.app, 'jp@portal.test'));
    expect(entry.detail).toMatchObject({ by: 'user', fromSessionId: sidOf(a.token) });
    expect(entry.detail.sessionIds).toEqual(expect.arrayContaining([sidOf(b.token), sidOf(c.token)]));
  });

  it('lets CanManageUsers end all of a user’s sessions, refuses everyone else', async () => {
    const first = await loginAs('manager@portal.test');
    const second = await loginAs('manager@portal.test');
    const manager = await userId(t.app, 'manager@portal.test');
    const admin = await userId(t.app, 'admin@portal.test');
    const customer = await loginAs('payer@portal.test');
    // A customer, and a manager against the admin (beyond their standing), are refused.
    const refused = await call(customer.token, { method: 'POST', url: `/api/users/${manager}/sessions/end`, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(USER_REFUSALS.manageUsers);
    expect((await call(first.token, { method: 'POST', url: `/api/users/${admin}/sessions/end`, payload: {} })).statusCode).toBe(403);
    expect(await alive(t.tokens.admin!)).toBe(true);
    expect((await call(t.tokens.admin!, { method: 'POST', url: '/api/users/999999/sessions/end', payload: {} })).statusCode).toBe(404);

    const response = await call(t.tokens.admin!, { method: 'POST', url: `/api/users/${manager}/sessions/end`, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    expect(await alive(first.token)).toBe(false);
    expect(await alive(second.token)).toBe(false);
    expect(await alive(t.tokens.admin!)).toBe(true);
    const entry = (await audit('sessions_ended')).at(-1)!;
    expect(entry.user_id).toBe(admin);
    expect(entry.detail).toMatchObject({ userId: manager, by: 'admin' });
    expect(entry.detail.sessionIds).toEqual(expect.arrayContaining([sidOf(first.token), sidOf(second.token)]));
  });

  it('summarizes User-Agents shortly and stores no raw header', async () => {
    expect(summarizeUserAgent(CHROME_WINDOWS)).toBe('Chrome 131 on Windows');
    expect(summarizeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('Safari 17 on macOS');
    expect(summarizeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 on Linux');
    expect(summarizeUserAgent(`${CHROME_WINDOWS} Edg/131.0.2903.86`)).toBe('Edge 131 on Windows');
    expect(summarizeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 on Linux');
    expect(summarizeUserAgent(undefined)).toBe('Unknown browser');
    expect(summarizeUserAgent('<script>'.repeat(200)).length).toBeLessThanOrEqual(60);
    const { rows } = await t.app.db.query<{ browser: string }>('SELECT DISTINCT browser FROM sessions WHERE browser IS NOT NULL');
    for (const row of rows) expect(row.browser.length).toBeLessThanOrEqual(60);
  });
});

/** Two instances on one PostgreSQL server: a session ended on one is refused by the other at its next request. */
const servers = databases.filter((d) => d.name === 'postgres');
if (servers.length > 0) {
  describe.each(servers)('ending a session, seen by a second instance ($name)', (database) => {
    const t = useApiTest(database);
    let other: FastifyInstance;
    beforeAll(async () => {
      const config = loadConfig({ SANDBOX_MODE: 'true', ERP_URL: t.erp.url, STATIC_ROOT: emptyStaticRoot(), LOG_LEVEL: 'silent', JWT_SECRET: '', ...t.prepared.env });
      other = await buildApp(config, { logger: false, seedErpWaitMs: 0, mailWorker: { enabled: false } });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('refuses the ended session on the other instance at once, not after its cache time', async () => {
      const keep = await loginSession(t.app, 'viewer@portal.test');
      const ended = await loginSession(t.app, 'viewer@portal.test');
      const ask = () => other.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(ended.token), payload: {} });
      expect((await ask()).statusCode).toBe(200);
      const response = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sidOf(ended.token)}`, headers: bearer(keep.token) });
      expect(response.statusCode).toBe(200);
      let status = (await ask()).statusCode;
      await eventually(async () => {
        status = (await ask()).statusCode;
        return status !== 200;
      }, SHORT_CACHE_TTL_MS / 2);
      expect(status).toBe(401);
    });
  });
}
