import type { FastifyInstance } from 'fastify';
import { LOGIN_REFUSALS, MESSAGES } from 'shared/server';
import { databases } from './helpers/databases';
import { keysOf } from '../src/security/attempt-limiter';
import { bearer, login, useApiTest } from './helpers/test-app';

describe.each(databases)('login ($name)', (database) => {
  const t = useApiTest(database);
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = t);
  });

  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/token/login', payload: payload as object });

  it('logs in with the right password and records the login', async () => {
    const before = await app.usersRepository.findByLogin('soldto@portal.test');
    const response = await post({ login: 'soldto@portal.test', password: 'Demo-pass-2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), refreshToken: expect.any(String), isLoggedIn: true, status: 'active' });
    const after = await app.usersRepository.findByLogin('soldto@portal.test');
    expect(after!.num_logins).toBe(before!.num_logins + 1);
    expect(after!.last_login_date).toBeInstanceOf(Date);
  });

  it('treats the login case-insensitively and trims it', async () => {
    const response = await post({ login: '  SoldTo@Portal.TEST ', password: 'Demo-pass-2026' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown login with the same answer', async () => {
    const wrong = await post({ login: 'manager@portal.test', password: 'nope' });
    const unknown = await post({ login: 'nobody@portal.test', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.authFailed });
  });

  it('asks for both fields with the spec message', async () => {
    for (const payload of [{}, { login: 'a@b.c' }, { password: 'x' }, { login: '   ', password: 'x' }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.loginRequired);
    }
  });

  it('refuses a locked user with a clear message and opens no session', async () => {
    const response = await post({ login: 'locked@portal.test', password: 'Demo-pass-2026' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'locked', message: LOGIN_REFUSALS.locked });
    const user = await app.usersRepository.findByLogin('locked@portal.test');
    const { rows } = await app.db.query('SELECT id FROM sessions WHERE user_id = $1', [user!.user_id]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a deactivated user', async () => {
    const user = await app.usersRepository.findByLogin('manager@portal.test');
    await app.usersRepository.setStatus(user!.user_id, 'deactive');
    try {
      const response = await post({ login: 'manager@portal.test', password: 'Demo-pass-2026' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ reason: 'deactive', message: LOGIN_REFUSALS.deactive });
    } finally {
      await app.usersRepository.setStatus(user!.user_id, 'active');
    }
  });

  it('logs in a user waiting for confirmation, with that status', async () => {
    const body = await login(app, 'pending@portal.test');
    expect(body.status).toBe('waiting-confirmation');
    const status = await app.inject({ method: 'GET', url: '/api/login-status', headers: bearer(body.token) });
    expect(status.json()).toEqual({ isLoggedIn: true, status: 'waiting-confirmation' });
  });

  it('throttles a login after 10 failures in 15 minutes from one address, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await post({ login: 'jp@portal.test', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post({ login: 'JP@portal.test', password: 'Demo-pass-2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
    // Other logins are not affected.
    expect((await post({ login: 'noecheck@portal.test', password: 'Demo-pass-2026' })).statusCode).toBe(200);
    // The window ends 15 minutes after the first failure.
    const { pair } = keysOf('login', 'jp@portal.test', '127.0.0.1');
    await app.db.query(
      "UPDATE attempt_counters SET window_started_at = now() - interval '16 minutes' WHERE scope = 'login' AND kind = 'pair' AND key = $1",
      [pair],
    );
    expect((await post({ login: 'jp@portal.test', password: 'Demo-pass-2026' })).statusCode).toBe(200);
  });

  it('clears the failure count after a successful login', async () => {
    await post({ login: 'viewer@portal.test', password: 'bad' });
    await post({ login: 'viewer@portal.test', password: 'bad' });
    const { pair } = keysOf('login', 'viewer@portal.test', '127.0.0.1');
    const failures = async () =>
      (await app.db.query<{ failures: number }>("SELECT failures FROM attempt_counters WHERE kind = 'pair' AND key = $1", [pair]))
        .rows[0]?.failures;
    expect(await failures()).toBe(2);
    await login(app, 'viewer@portal.test');
    expect(await failures()).toBe(0);
  });

  it('reports the login status without a token as not logged in (200)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/login-status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isLoggedIn: false, status: 'not_logged_in' });
  });
});
