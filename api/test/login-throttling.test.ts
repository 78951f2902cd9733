import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/server';
import { ARGON2_OPTIONS } from '../src/services/sessions/passwords';
import { DEFAULT_ATTEMPT_POLICIES, ThrottledError } from '../src/security/attempt-limiter';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { buildTestApp } from './helpers/test-app';

const PASSWORD = 'Demo-pass-2026';
const LIMITS = DEFAULT_ATTEMPT_POLICIES.login;

/**
 * Login abuse (docs/security/login-throttling.md): counted and checked in one statement before the
 * password is hashed; per login+address, per address and per login; the real user gets in from
 * their own address while an attacker is held back.
 */
describe.each(databases)('login throttling ($name)', (database) => {
  let prepared: PreparedDatabase;
  let erp: FakeErp;
  let app: FastifyInstance;

  beforeAll(async () => {
    prepared = await database.prepare();
    erp = await startFakeErp();
    app = await buildTestApp(prepared, erp.url);
  });
  afterAll(async () => {
    await app?.close();
    await erp?.close();
    await prepared?.cleanup();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await app.db.query('DELETE FROM attempt_counters');
  });

  const attempt = (login: string, password: string, remoteAddress = '198.51.100.1', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/token/login', payload: { login, password }, remoteAddress, headers });

  it('lets exactly 10 of 200 parallel wrong passwords be checked; the rest get 429 without hashing', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt('soldto@portal.test', `wrong-${i}`, '198.51.100.7')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.pair.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LIMITS.pair.max);
    expect(verify).toHaveBeenCalledTimes(LIMITS.pair.max);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ message: MESSAGES.tooManyAttempts, reason: 'throttled' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.pair.windowSeconds);
  });

  it('lets the real user in from their own address while an attacker is held back', async () => {
    for (let i = 0; i < LIMITS.pair.max + 5; i += 1) await attempt('payer@portal.test', `guess-${i}`, '203.0.113.66');
    expect((await attempt('payer@portal.test', PASSWORD, '203.0.113.66')).statusCode).toBe(429);
    expect((await attempt('payer@portal.test', PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('limits one address over all logins (30 failures in 15 minutes), not other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await attempt(`someone-${i}@portal.test`, 'nope', '203.0.113.9')).statusCode);
    expect(statuses.slice(0, LIMITS.client.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.client.max).every((s) => s === 429)).toBe(true);
    // The address is refused even for a right password; another address is not.
    expect((await attempt('viewer@portal.test', PASSWORD, '203.0.113.9')).statusCode).toBe(429);
    expect((await attempt('viewer@portal.test', PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });

  it('does not count successful logins against an address (an office behind one address)', async () => {
    for (let i = 0; i < LIMITS.client.max + 5; i += 1) {
      expect((await attempt('noecheck@portal.test', PASSWORD, '192.0.2.50')).statusCode).toBe(200);
    }
  });

  it('lets one address in again right after a burst of right passwords, some refused while in flight', async () => {
    const logins = ['soldto', 'payer', 'payerall', 'viewer', 'noecheck', 'jp'];
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(`${logins[i % logins.length]}@portal.test`, PASSWORD, '192.0.2.77')),
    );
    expect(burst.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    expect(burst.some((a) => a.statusCode === 200)).toBe(true);
    expect((await attempt('soldto@portal.test', PASSWORD, '192.0.2.77')).statusCode).toBe(200);
    expect((await attempt('someone-new@portal.test', 'wrong', '192.0.2.77')).statusCode).toBe(401);
  });

  it('blocks a login attacked from many addresses, except from an address where it succeeded before', async () => {
    expect((await attempt('jp@portal.test', PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    // 100 failures from 10 addresses, each under its own pair and address limits.
    for (let a = 0; a < LIMITS.subject.max / LIMITS.pair.max; a += 1) {
      const answers = await Promise.all(
        Array.from({ length: LIMITS.pair.max }, (_, i) => attempt('jp@portal.test', `spray-${i}`, `203.0.113.${100 + a}`)),
      );
      expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    }
    // A new address is held back now, even with the right password ...
    expect((await attempt('jp@portal.test', PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    // ... but the address the user logged in from before still gets in.
    expect((await attempt('jp@portal.test', PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    // Attempts refused on their own pair do not add to the login's count.
    const { rows } = await app.db.query<{ failures: number }>(
      "SELECT max(failures)::int AS failures FROM attempt_counters WHERE scope = 'login' AND kind = 'subject'",
    );
    expect(rows[0]!.failures).toBeLessThanOrEqual(LIMITS.subject.max + 1);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says which proxy to believe', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.pair.max + 1; i += 1) {
      statuses.push((await attempt('viewer@portal.test', 'wrong', '127.0.0.1', { 'x-forwarded-for': `10.1.1.${i}` })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('is one service, ready for password-reset, registration and add-account limits', async () => {
    const policy = DEFAULT_ATTEMPT_POLICIES['password-reset'];
    for (let i = 0; i < policy.pair.max; i += 1) await app.attemptLimiter.reserve('password-reset', 'a@b.test', '192.0.2.77');
    await expect(app.attemptLimiter.reserve('password-reset', 'A@B.test ', '192.0.2.77')).rejects.toBeInstanceOf(ThrottledError);
    // Scopes do not share counters.
    await expect(app.attemptLimiter.reserve('registration', 'a@b.test', '192.0.2.77')).resolves.toBeDefined();
    await expect(app.attemptLimiter.reserve('login', 'a@b.test', '192.0.2.77')).resolves.toBeDefined();
  });

  it('hashes new passwords with argon2id at OWASP parameters and upgrades older hashes at login', async () => {
    const user = (await app.usersRepository.findByLogin('bulk@portal.test'))!;
    const weaker = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await app.usersRepository.replaceHash(user.user_id, weaker);
    expect((await attempt('bulk@portal.test', PASSWORD)).statusCode).toBe(200);
    const after = (await app.usersRepository.findByLogin('bulk@portal.test'))!;
    const params = /^\$argon2id\$v=19\$([^$]+)\$/.exec(after.password_hash!)?.[1]?.split(',').sort();
    expect(params).toEqual(['m=19456', 'p=1', 't=2']);
    expect(argon2.needsRehash(after.password_hash!, ARGON2_OPTIONS)).toBe(false);
    expect(after.last_password_change).toEqual(user.last_password_change);
  });
});

describe.each(databases)('login throttling behind a proxy ($name)', (database) => {
  let prepared: PreparedDatabase;
  let erp: FakeErp;
  let app: FastifyInstance;

  beforeAll(async () => {
    prepared = await database.prepare();
    erp = await startFakeErp();
    app = await buildTestApp(prepared, erp.url, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await erp?.close();
    await prepared?.cleanup();
  });

  const viaProxy = (login: string, password: string, client: string, proto = 'http') =>
    app.inject({
      method: 'POST',
      url: '/api/token/login',
      payload: { login, password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client, 'x-forwarded-proto': proto },
    });

  it("counts the browser's address that the trusted proxy forwards", async () => {
    for (let i = 0; i < LIMITS.pair.max; i += 1) await viaProxy('payer@portal.test', 'wrong', '203.0.113.5');
    expect((await viaProxy('payer@portal.test', PASSWORD, '203.0.113.5')).statusCode).toBe(429);
    expect((await viaProxy('payer@portal.test', PASSWORD, '203.0.113.6')).statusCode).toBe(200);
  });

  it('marks the PDF cookie Secure when the proxy says the browser came over https', async () => {
    const response = await viaProxy('viewer@portal.test', PASSWORD, '203.0.113.7', 'https');
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });
});
