import type { FastifyInstance } from 'fastify';
import {
  SECOND_FACTOR_REASONS,
  type EnrolmentResult,
  type LoginAnswer,
  type LoginResponse,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type SecondFactorChallenge,
  type SecondFactorStatus,
  type TotpEnrolment,
} from 'shared/server';
import { hashPassword } from '../src/services/sessions/passwords';
import { totpCode } from '../src/services/second-factor/totp';
import { databases } from './helpers/databases';
import { assert, newSoftPasskey, register } from './helpers/soft-authenticator';
import { bearer, currentTotpCode, login, useApiTest, userId } from './helpers/test-app';

/** docs/security/second-factor.md, rule by rule. */
describe.each(databases)('second factor ($name)', (database) => {
  const t = useApiTest(database, { tokenizer: true });
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = t);
  });

  const PASSWORD = 'Second-factor-2026';
  const HOST = 'portal.example';
  const ORIGIN = `http://${HOST}`;
  const post = (url: string, payload: object, token?: string, remoteAddress?: string) =>
    app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...(token ? bearer(token) : {}) }, ...(remoteAddress ? { remoteAddress } : {}) });
  const passwordStep = async (loginName: string, password = 'Demo-pass-2026', remoteAddress?: string) =>
    (await post('/api/token/login', { login: loginName, password }, undefined, remoteAddress)).json<LoginAnswer>();
  const challenge = async (loginName: string, password?: string, remoteAddress?: string) => {
    const answer = await passwordStep(loginName, password, remoteAddress);
    expect(answer).toMatchObject({ isLoggedIn: false, mfaToken: expect.any(String) });
    return answer as SecondFactorChallenge;
  };
  const totpSecretOf = async (loginName: string) => (await app.secondFactorRepository.findTotp(await userId(app, loginName)))!.secret;
  const audit = async (action: string, loginName: string) =>
    (await app.db.query<{ detail: Record<string, unknown> }>('SELECT detail FROM audit_log WHERE action = $1 AND user_id = $2 ORDER BY id', [action, await userId(app, loginName)])).rows;

  /** A user of our own with a password: a customer, or staff when given staff permissions. */
  async function newUser(loginName: string, role: 'user' | 'internal' = 'user') {
    const id = await app.userAdminRepository.create({
      login: loginName, firstName: 'Test', lastName: 'User', company: 'Second Factor Ltd', email: loginName, status: 'active',
      primaryAccountTypeId: 1, userRole: role, permissions: role === 'internal' ? ['CanViewUsers', 'CanImpersonate'] : ['CanMakePayment', 'CanManagePaymentMethods'],
    });
    await app.usersRepository.updatePassword(id!, await hashPassword(PASSWORD));
    return id!;
  }

  /** Enrols TOTP in a session: start, then the first code. */
  async function enrolTotp(token: string) {
    const started = await post('/api/mfa/totp/start', {}, token);
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json<TotpEnrolment>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const confirmed = await post('/api/mfa/totp/confirm', { code: totpCode(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<EnrolmentResult>().recoveryCodes };
  }

  describe('login', () => {
    it('answers a staff login with a challenge and no tokens, no cookie, no session', async () => {
      const response = await post('/api/token/login', { login: 'staff@portal.test', password: 'Demo-pass-2026' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isLoggedIn: false, status: 'active', mfaToken: expect.any(String), methods: ['totp'] });
      expect(response.headers['set-cookie']).toBeUndefined();
      const { rows } = await app.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [await userId(app, 'staff@portal.test')]);
      expect(rows).toHaveLength(0);
    });

    it('gives the normal login answer and PDF cookie for the right code, and records it', async () => {
      const { mfaToken } = await challenge('manager@portal.test');
      const response = await post('/api/token/mfa/verify', { mfaToken, code: await currentTotpCode(app, 'manager@portal.test') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ token: expect.any(String), refreshToken: expect.any(String), isLoggedIn: true, status: 'active' });
      expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/);
      expect((await audit('login', 'manager@portal.test')).at(-1)!.detail).toMatchObject({ secondFactor: 'totp' });
      const accounts = await post('/api/token/getuseraccounts', {}, response.json<LoginResponse>().token);
      expect(accounts.statusCode).toBe(200);
      expect(accounts.json()).not.toHaveProperty('SecondFactorEnrolmentRequired');
    });

    it('refuses a wrong code (the challenge stays for another try) and a code used before', async () => {
      const { mfaToken } = await challenge('admin@portal.test');
      const wrong = await post('/api/token/mfa/verify', { mfaToken, code: '000000' === (await currentTotpCode(app, 'admin@portal.test')) ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().reason).toBe(SECOND_FACTOR_REASONS.invalidCode);
      const code = await currentTotpCode(app, 'admin@portal.test');
      expect((await post('/api/token/mfa/verify', { mfaToken, code })).statusCode).toBe(200);
      // The same code again, on a new challenge: refused, it was used.
      const again = await challenge('admin@portal.test');
      const reused = await post('/api/token/mfa/verify', { mfaToken: again.mfaToken, code });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().reason).toBe(SECOND_FACTOR_REASONS.invalidCode);
      expect(await audit('second_factor_failed', 'admin@portal.test')).toHaveLength(2);
    });

    it('spends the challenge: once used or expired it opens nothing', async () => {
      const { mfaToken } = await challenge('staff@portal.test');
      expect((await post('/api/token/mfa/verify', { mfaToken, code: await currentTotpCode(app, 'staff@portal.test') })).statusCode).toBe(200);
      const replay = await post('/api/token/mfa/verify', { mfaToken, code: await currentTotpCode(app, 'staff@portal.test') });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().reason).toBe(SECOND_FACTOR_REASONS.challengeExpired);
      const late = await challenge('staff@portal.test');
      await app.db.query("UPDATE mfa_challenges SET expires_at = now() - interval '1 second'");
      const expired = await post('/api/token/mfa/verify', { mfaToken: late.mfaToken, code: await currentTotpCode(app, 'staff@portal.test') });
      expect(expired.json().reason).toBe(SECOND_FACTOR_REASONS.challengeExpired);
      expect((await post('/api/token/mfa/verify', { mfaToken: 'made-up', code: '123456' })).statusCode).toBe(401);
    });

    it('throttles code guessing: after 5 wrong codes from an address even the right one gets 429', async () => {
      const address = '203.0.113.7';
      const { mfaToken } = await challenge('staff@portal.test', undefined, address);
      const right = await currentTotpCode(app, 'staff@portal.test');
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i += 1) {
        expect((await post('/api/token/mfa/verify', { mfaToken, code: wrong }, undefined, address)).statusCode).toBe(401);
      }
      const blocked = await post('/api/token/mfa/verify', { mfaToken, code: right }, undefined, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toEqual(expect.any(String));
    });

    it('lets a customer without a second factor log in with the password alone', async () => {
      const answer = await passwordStep('payer@portal.test');
      expect(answer).toEqual({ token: expect.any(String), refreshToken: expect.any(String), isLoggedIn: true, status: 'active' });
    });
  });

  describe('enrolment', () => {
    it('holds staff without a factor at enrolment: every other route answers 403 mfa_enrolment_required', async () => {
      await newUser('new-staff@portal.test', 'internal');
      const answer = (await passwordStep('new-staff@portal.test', PASSWORD)) as LoginResponse;
      expect(answer.isLoggedIn).toBe(true);
      const accounts = await post('/api/token/getuseraccounts', {}, answer.token);
      expect(accounts.json()).toMatchObject({ SecondFactorEnrolmentRequired: true });
      for (const call of [
        () => app.inject({ method: 'GET', url: '/api/users', headers: bearer(answer.token) }),
        () => post('/api/customer/getuserpayers', {}, answer.token),
        () => post('/api/impersonation', { UserId: 1 }, answer.token),
      ]) {
        const refused = await call();
        expect(refused.statusCode).toBe(403);
        expect(refused.json().reason).toBe(SECOND_FACTOR_REASONS.enrolmentRequired);
      }
      expect((await app.inject({ method: 'GET', url: '/api/mfa', headers: { host: HOST, ...bearer(answer.token) } })).json()).toMatchObject({ required: true, enrolled: false });
      const { recoveryCodes } = await enrolTotp(answer.token);
      expect(recoveryCodes).toHaveLength(10);
      expect((await app.inject({ method: 'GET', url: '/api/users', headers: bearer(answer.token) })).statusCode).toBe(200);
      // From now on the login asks for the second factor.
      expect(await passwordStep('new-staff@portal.test', PASSWORD)).toMatchObject({ isLoggedIn: false, methods: ['totp', 'recovery'] });
    });

    it('keeps a customer optional: a secret being enrolled counts only once confirmed, then login asks for it', async () => {
      await newUser('careful@portal.test');
      const first = (await passwordStep('careful@portal.test', PASSWORD)) as LoginResponse;
      expect((await post('/api/mfa/totp/start', {}, first.token)).statusCode).toBe(200);
      // Not confirmed: still the password alone.
      expect(await passwordStep('careful@portal.test', PASSWORD)).toMatchObject({ isLoggedIn: true });
      expect((await post('/api/mfa/totp/confirm', { code: '12345' }, first.token)).statusCode).toBe(400);
      const { recoveryCodes } = await enrolTotp(first.token);
      const { mfaToken, methods } = await challenge('careful@portal.test', PASSWORD);
      expect(methods).toEqual(['totp', 'recovery']);
      // A recovery code works once, typed in lower case without dashes too.
      const code = recoveryCodes[0]!;
      expect((await post('/api/token/mfa/verify', { mfaToken, code: code.replaceAll('-', '').toLowerCase() })).statusCode).toBe(200);
      const again = await challenge('careful@portal.test', PASSWORD);
      expect((await post('/api/token/mfa/verify', { mfaToken: again.mfaToken, code })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/mfa', headers: { host: HOST, ...bearer(first.token) } })).json<SecondFactorStatus>().recoveryCodesLeft).toBe(9);
    });

    it('registers a passkey and logs in with it on the same host only', async () => {
      await newUser('passkey@portal.test');
      const session = (await passwordStep('passkey@portal.test', PASSWORD)) as LoginResponse;
      const passkey = newSoftPasskey();
      const options = (await post('/api/mfa/passkeys/options', {}, session.token)).json<PasskeyCreationOptions>();
      expect(options.rp.id).toBe(HOST);
      const added = await post('/api/mfa/passkeys', { name: 'Laptop', response: register(passkey, options, ORIGIN) }, session.token);
      expect(added.statusCode).toBe(200);
      expect(added.json<EnrolmentResult>().recoveryCodes).toHaveLength(10);

      const { mfaToken, methods } = await challenge('passkey@portal.test', PASSWORD);
      expect(methods).toEqual(['passkey', 'recovery']);
      const assertion = (await post('/api/token/mfa/passkey/options', { mfaToken })).json<PasskeyRequestOptions>();
      // Signed for another origin: refused.
      const foreign = await post('/api/token/mfa/passkey/verify', { mfaToken, response: assert(passkey, assertion, 'http://evil.example') });
      expect(foreign.statusCode).toBe(401);
      const fresh = (await post('/api/token/mfa/passkey/options', { mfaToken })).json<PasskeyRequestOptions>();
      const verified = await post('/api/token/mfa/passkey/verify', { mfaToken, response: assert(passkey, fresh, ORIGIN) });
      expect(verified.statusCode).toBe(200);
      expect(verified.json<LoginResponse>().isLoggedIn).toBe(true);
      // On another host the passkey is not offered.
      const other = await challenge('passkey@portal.test', PASSWORD);
      const elsewhere = await app.inject({ method: 'POST', url: '/api/token/mfa/passkey/options', headers: { host: 'brand2.localhost' }, payload: { mfaToken: other.mfaToken } });
      expect(elsewhere.statusCode).toBe(400);
    });

    it('keeps staff from removing their last factor', async () => {
      const { token } = await login(app, 'staff@portal.test');
      const refused = await post('/api/mfa/totp/remove', {}, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().reason).toBe('last_factor');
    });
  });

  describe('re-authentication (step-up)', () => {
    const age = async (token: string, minutes: number) => {
      const [, payload] = token.split('.');
      const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
      await app.db.query(`UPDATE sessions SET reauthenticated_at = now() - ($2::int * interval '1 minute') WHERE id = $1`, [sid, minutes]);
    };

    it('asks for the second factor again before an impersonation after five minutes, and lets it through after', async () => {
      const { token } = await login(app, 'staff@portal.test');
      const customer = await userId(app, 'soldto@portal.test');
      await age(token, 6);
      const refused = await post('/api/impersonation', { UserId: customer }, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().reason).toBe(SECOND_FACTOR_REASONS.reauthRequired);
      const wrong = await post('/api/mfa/reauth', { code: '000000' === (await currentTotpCode(app, 'staff@portal.test')) ? '111111' : '000000' }, token);
      expect(wrong.statusCode).toBe(400);
      expect((await post('/api/mfa/reauth', { code: await currentTotpCode(app, 'staff@portal.test') }, token)).statusCode).toBe(200);
      expect((await post('/api/impersonation', { UserId: customer }, token)).statusCode).toBe(200);
      expect(await audit('reauthenticated', 'staff@portal.test')).toHaveLength(1);
    });

    it('asks before a password change, an e-mail change and a new payment method; not a customer without a factor', async () => {
      const { token } = await login(app, 'admin@portal.test');
      await age(token, 10);
      const password = await post('/api/token/resetpassword', { CurrentPassword: 'Demo-pass-2026', NewPassword: 'Other-pass-2026', ConfirmNewPassword: 'Other-pass-2026' }, token);
      expect(password.json().reason).toBe(SECOND_FACTOR_REASONS.reauthRequired);
      const id = await userId(app, 'viewer@portal.test');
      const user = (await app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) })).json<Record<string, unknown>>();
      const form = Object.fromEntries(['Login', 'FirstName', 'LastName', 'Company', 'Email', 'Status', 'PrimaryAccountTypeId', 'UserRole', 'Permissions'].map((k) => [k, user[k]]));
      const renamed = await app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload: { ...form, FirstName: 'Vic' } });
      expect(renamed.statusCode).toBe(200);
      const readdressed = await app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload: { ...form, Email: 'elsewhere@portal.test' } });
      expect(readdressed.json().reason).toBe(SECOND_FACTOR_REASONS.reauthRequired);

      const customer = await login(app, 'payer@portal.test');
      const body = { action: '01', payment_method: 'CC', customer_number: '200100', company_code: '1000' };
      expect((await post('/api/tokenization/access_token', body, customer.token)).statusCode).toBe(200);
      const { secret } = await enrolTotp(customer.token);
      await age(customer.token, 6);
      const card = await post('/api/tokenization/access_token', body, customer.token);
      expect(card.json().reason).toBe(SECOND_FACTOR_REASONS.reauthRequired);
      await app.db.query('UPDATE user_totp SET last_time_step = NULL WHERE user_id = $1', [await userId(app, 'payer@portal.test')]);
      expect((await post('/api/mfa/reauth', { code: totpCode(secret) }, customer.token)).statusCode).toBe(200);
      expect((await post('/api/tokenization/access_token', body, customer.token)).statusCode).toBe(200);
      expect(await totpSecretOf('payer@portal.test')).toBe(secret);
    });

    it('re-authenticates with a passkey', async () => {
      await newUser('stepup@portal.test');
      const session = (await passwordStep('stepup@portal.test', PASSWORD)) as LoginResponse;
      const passkey = newSoftPasskey();
      const options = (await post('/api/mfa/passkeys/options', {}, session.token)).json<PasskeyCreationOptions>();
      expect((await post('/api/mfa/passkeys', { response: register(passkey, options, ORIGIN) }, session.token)).statusCode).toBe(200);
      await age(session.token, 6);
      expect((await post('/api/mfa/passkeys/options', {}, session.token)).json().reason).toBe(SECOND_FACTOR_REASONS.reauthRequired);
      const request = (await post('/api/mfa/reauth/options', {}, session.token)).json<PasskeyRequestOptions>();
      expect((await post('/api/mfa/reauth', { response: assert(passkey, request, ORIGIN) }, session.token)).statusCode).toBe(200);
      expect((await post('/api/mfa/passkeys/options', {}, session.token)).statusCode).toBe(200);
    });
  });
});
