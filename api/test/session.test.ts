import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { LOGIN_REFUSALS, MESSAGES, ROLE_PERMISSIONS, VALIDATION } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { bearer, buildTestApp, login, useApiTest, userId } from './helpers/test-app';

describe.each(databases)('sessions ($name)', (database) => {
  const t = useApiTest(database);
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });

  const accounts = (token?: string) =>
    app.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: token ? bearer(token) : {} });
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken } });
  const secret = async () =>
    (await app.db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'jwt_secret'")).rows[0]!.value;

  describe('token required', () => {
    it('answers 401 not_logged_in without a token', async () => {
      const response = await accounts();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, reason: 'not_logged_in' });
    });

    it('answers 401 for a malformed token and for one signed with another key', async () => {
      expect((await accounts('not-a-jwt')).json().reason).toBe('not_logged_in');
      const forged = createSigner({ key: 'x'.repeat(40) })({ sub: '1', sid: '00000000-0000-0000-0000-000000000000' });
      expect((await accounts(forged)).statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const { token } = await login(app, 'soldto@portal.test');
      const [, payload] = token.split('.');
      const { sid, sub } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string; sub: string };
      const expired = createSigner({ key: await secret() })({ sub, sid, exp: Math.floor(Date.now() / 1000) - 10 });
      const response = await accounts(expired);
      expect(response.statusCode).toBe(401);
      expect(response.json().reason).toBe('not_logged_in');
    });
  });

  it('returns the user profile from getuseraccounts', async () => {
    const { token } = await login(app, 'payer@portal.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/getuseraccounts',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      UserId: await userId(app, 'payer@portal.test'),
      Login: 'payer@portal.test',
      FirstName: 'Paul',
      LastName: 'Payer',
      Email: 'payer@portal.test',
      Company: 'Meridian Property Group Inc.',
      UserRole: 'user',
      Status: 'active',
      Permissions: [...ROLE_PERMISSIONS.user],
      PrimaryAccountTypeId: 2,
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token on every use', async () => {
      const first = await login(app, 'soldto@portal.test');
      const response = await refresh(first.refreshToken);
      expect(response.statusCode).toBe(200);
      const second = response.json<{ token: string; refreshToken: string }>();
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await accounts(second.token)).statusCode).toBe(200);
      const third = await refresh(second.refreshToken);
      expect(third.statusCode).toBe(200);
    });

    it('stores refresh tokens only as SHA-256 hashes', async () => {
      const { refreshToken } = await login(app, 'soldto@portal.test');
      const { rows } = await app.db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [refreshToken]);
      expect(rows).toHaveLength(0);
      expect(refreshToken.length).toBeGreaterThanOrEqual(43);
    });

    it('ends the whole session when a spent token comes back after the grace period', async () => {
      const first = await login(app, 'soldto@portal.test');
      const second = (await refresh(first.refreshToken)).json<{ token: string; refreshToken: string }>();
      await app.db.query("UPDATE refresh_tokens SET used_at = now() - interval '20 seconds' WHERE used_at IS NOT NULL");
      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().reason).toBe('token_reused');
      // The family is gone: the newer refresh token and the access token are refused too.
      expect((await refresh(second.refreshToken)).statusCode).toBe(401);
      expect((await accounts(second.token)).statusCode).toBe(401);
    });

    it('answers 409 rotated within the grace period and keeps the session', async () => {
      const first = await login(app, 'soldto@portal.test');
      const second = (await refresh(first.refreshToken)).json<{ token: string; refreshToken: string }>();
      const again = await refresh(first.refreshToken);
      expect(again.statusCode).toBe(409);
      expect(again.json().reason).toBe('rotated');
      expect((await accounts(second.token)).statusCode).toBe(200);
      expect((await refresh(second.refreshToken)).statusCode).toBe(200);
    });

    it('refuses an unknown refresh token and a missing one', async () => {
      expect((await refresh('x'.repeat(43))).json().reason).toBe('not_logged_in');
      const missing = await app.inject({ method: 'POST', url: '/api/token/refresh', payload: {} });
      expect(missing.statusCode).toBe(400);
    });

    it('expires an idle session and revokes it', async () => {
      const { token, refreshToken } = await login(app, 'viewer@portal.test');
      const sid = await sessionOf(token);
      await app.db.query("UPDATE sessions SET last_activity_at = now() - interval '31 minutes' WHERE id = $1", [sid]);
      const response = await refresh(refreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ reason: 'session_expired', message: MESSAGES.sessionTimeout });
      const { rows } = await app.db.query<{ revoke_reason: string }>('SELECT revoke_reason FROM sessions WHERE id = $1', [sid]);
      expect(rows[0]!.revoke_reason).toBe('idle');
      expect((await accounts(token)).statusCode).toBe(401);
    });

    it('does not expire a session on ordinary requests (only refresh records activity)', async () => {
      const { token } = await login(app, 'viewer@portal.test');
      await app.db.query("UPDATE sessions SET last_activity_at = now() - interval '31 minutes' WHERE id = $1", [
        await sessionOf(token),
      ]);
      expect((await accounts(token)).statusCode).toBe(200);
    });

    it('refuses a locked user at once and ends the session', async () => {
      const { token, refreshToken } = await login(app, 'noecheck@portal.test');
      const id = await userId(app, 'noecheck@portal.test');
      await app.usersRepository.setStatus(id, 'locked');
      try {
        const response = await refresh(refreshToken);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ reason: 'locked', message: LOGIN_REFUSALS.locked });
        expect((await accounts(token)).statusCode).toBe(401);
        const { rows } = await app.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE id = $1', [
          await sessionOf(token),
        ]);
        expect(rows[0]!.revoked_at).not.toBeNull();
      } finally {
        await app.usersRepository.setStatus(id, 'active');
      }
    });
  });

  describe('logout', () => {
    it('revokes the session: the old access and refresh tokens are refused after', async () => {
      const { token, refreshToken } = await login(app, 'manager@portal.test');
      const response = await app.inject({ method: 'POST', url: '/api/token/logout', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Success' });
      const after = await accounts(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().reason).toBe('not_logged_in');
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    });

    it('logs out by refresh token when the access token is gone', async () => {
      const { token, refreshToken } = await login(app, 'manager@portal.test');
      await app.inject({ method: 'POST', url: '/api/token/logout', payload: { refreshToken } });
      expect((await accounts(token)).statusCode).toBe(401);
    });

    it('answers Success without any token', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/token/logout' });
      expect(response.json()).toEqual({ message: 'Success' });
    });
  });

  describe('password change', () => {
    const change = (token: string, payload: object) =>
      app.inject({ method: 'POST', url: '/api/token/resetpassword', headers: bearer(token), payload });

    it('answers the reason of a refusal as the message', async () => {
      const { token } = await login(app, 'admin@portal.test');
      expect((await change(token, { CurrentPassword: '', NewPassword: 'x', ConfirmNewPassword: 'x' })).json()).toEqual({
        message: VALIDATION.password.required,
      });
      const mismatch = await change(token, {
        CurrentPassword: 'Demo-pass-2026',
        NewPassword: 'New-pass-2026',
        ConfirmNewPassword: 'Other-pass-2026',
      });
      expect(mismatch.json()).toEqual({ message: VALIDATION.password.mismatch });
      const wrong = await change(token, {
        CurrentPassword: 'wrong',
        NewPassword: 'New-pass-2026',
        ConfirmNewPassword: 'New-pass-2026',
      });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json().message).not.toBe('Success');
      const short = await change(token, { CurrentPassword: 'Demo-pass-2026', NewPassword: 'Short1', ConfirmNewPassword: 'Short1' });
      expect(short.json()).toEqual({ message: VALIDATION.registration.passwordLength });
      const same = await change(token, { CurrentPassword: 'Demo-pass-2026', NewPassword: 'Demo-pass-2026', ConfirmNewPassword: 'Demo-pass-2026' });
      expect(same.json()).toEqual({ message: API_TEXTS.samePassword });
      // None of the refusals changed it.
      await login(app, 'admin@portal.test', 'Demo-pass-2026');
    });

    it("ends the other sessions' refresh tokens too", async () => {
      const other = await login(app, 'jp@portal.test');
      const { token } = await login(app, 'jp@portal.test');
      const response = await change(token, { CurrentPassword: 'Demo-pass-2026', NewPassword: 'Manager-2026-new', ConfirmNewPassword: 'Manager-2026-new' });
      expect(response.json()).toEqual({ message: 'Success' });
      const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken: other.refreshToken } });
      expect(refreshed.statusCode).toBe(401);
    });

    it('changes the password and ends the other sessions', async () => {
      const other = await login(app, 'staff@portal.test');
      const { token } = await login(app, 'staff@portal.test');
      const response = await change(token, {
        CurrentPassword: 'Demo-pass-2026',
        NewPassword: 'New-pass-2026',
        ConfirmNewPassword: 'New-pass-2026',
      });
      expect(response.json()).toEqual({ message: 'Success' });
      expect((await accounts(token)).statusCode).toBe(200);
      expect((await accounts(other.token)).statusCode).toBe(401);
      await login(app, 'staff@portal.test', 'New-pass-2026');
      const old = await app.inject({
        method: 'POST',
        url: '/api/token/login',
        payload: { login: 'staff@portal.test', password: 'Demo-pass-2026' },
      });
      expect(old.statusCode).toBe(401);
    });
  });

  it('keeps sessions across a restart in sandbox mode (the generated secret is stored)', async () => {
    const persistent = await database.preparePersistent();
    try {
      const first = await buildTestApp(persistent, erp.url);
      const { token } = await login(first, 'soldto@portal.test');
      await first.close();
      const again = await buildTestApp(persistent, erp.url);
      try {
        const response = await again.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(token) });
        expect(response.statusCode).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await persistent.cleanup();
    }
  });

  async function sessionOf(token: string): Promise<string> {
    const [, payload] = token.split('.');
    return (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string }).sid;
  }
});
