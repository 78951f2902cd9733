import type { FastifyInstance } from 'fastify';
import { LOGIN_REFUSALS, MESSAGES } from 'shared/server';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { bearer, buildTestApp, login } from './helpers/test-app';

describe.each(databases)('login ($name)', (database) => {
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

  it('throttles a login after 10 failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await post({ login: 'jp@portal.test', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post({ login: 'JP@portal.test', password: 'Demo-pass-2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
    // Other logins are not affected.
    expect((await post({ login: 'noecheck@portal.test', password: 'Demo-pass-2026' })).statusCode).toBe(200);
    // The window ends 15 minutes after the first failure.
    await app.db.query(
      "UPDATE login_failures SET first_failure_at = now() - interval '16 minutes' WHERE login_key = 'jp@portal.test'",
    );
    expect((await post({ login: 'jp@portal.test', password: 'Demo-pass-2026' })).statusCode).toBe(200);
  });

  it('clears the failure count after a successful login', async () => {
    await post({ login: 'viewer@portal.test', password: 'bad' });
    await post({ login: 'viewer@portal.test', password: 'bad' });
    const { rows } = await app.db.query<{ failure_count: number }>(
      "SELECT failure_count FROM login_failures WHERE login_key = 'viewer@portal.test'",
    );
    expect(rows[0]?.failure_count).toBe(2);
    await login(app, 'viewer@portal.test');
    const after = await app.db.query("SELECT 1 FROM login_failures WHERE login_key = 'viewer@portal.test'");
    expect(after.rows).toHaveLength(0);
  });

  it('reports the login status without a token as not logged in (200)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/login-status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isLoggedIn: false, status: 'not_logged_in' });
  });
});
