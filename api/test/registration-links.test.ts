import type { FastifyInstance } from 'fastify';
import { DEAD_LINK_REASONS, LINK_LIFETIME_SECONDS, MESSAGES, VALIDATION } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { hashPassword } from '../src/services/sessions/passwords';
import { databases } from './helpers/databases';
import { bearer, login, useApiTest } from './helpers/test-app';

interface QueuedMail {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

const mails = async (app: FastifyInstance, to: string) =>
  (
    await app.db.query<QueuedMail>(
      'SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id',
      [to],
    )
  ).rows;

const linkIn = (mail: QueuedMail, path: string) => {
  const match = new RegExp(`http://localhost:8080${path}/([A-Za-z0-9_-]+)`).exec(mail.text_body);
  if (!match) throw new Error(`no ${path} link in ${mail.text_body}`);
  return match[1]!;
};

async function insertUser(app: FastifyInstance, email: string, password: string | null) {
  const { userId } = await app.usersRepository.insertIfMissing({
    login: email,
    email,
    firstName: 'Ivy',
    lastName: 'Invitee',
    company: 'Summit',
    passwordHash: password ? await hashPassword(password) : null,
    status: 'active',
    primaryAccountTypeId: 1,
    userRole: 'user',
    permissions: ['CanMakePayment'],
  });
  return userId;
}

const request = (email: string, extra: Record<string, string> = {}) => ({
  email,
  firstName: 'Rita',
  lastName: 'Requester',
  company: 'Summit Towers',
  message: 'Please give me access.',
  ...extra,
});

describe.each(databases)('registration requests, invites and password resets ($name)', (database) => {
  const t = useApiTest(database);

  describe('POST /api/register', () => {
    it('stores the request, thanks the requester and queues the two mails', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: request('rita@example.test'), remoteAddress: '10.1.0.1' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.registrationThanks });
      // Sandbox mode seeds a few requests of its own: only this address's are of interest here.
      const open = (await t.app.registrationRequests.listOpen()).filter((r) => r.email.toLowerCase() === 'rita@example.test');
      expect(open).toEqual([expect.objectContaining({ email: 'rita@example.test', firstName: 'Rita', message: 'Please give me access.' })]);
      const staff = await mails(t.app, 'registrations@portal.test');
      expect(staff).toHaveLength(1);
      expect(staff[0]).toMatchObject({ kind: 'RegistrationRequestEmailContent', subject: 'New registration request' });
      expect(staff[0]!.text_body).toContain('Rita Requester (Summit Towers, rita@example.test)');
      expect(staff[0]!.text_body).toContain('http://localhost:8080/settings-page/registration-requests');
      expect(staff[0]!.html_body).toContain('<a href="http://localhost:8080/settings-page/registration-requests">');
      const requester = await mails(t.app, 'rita@example.test');
      expect(requester).toEqual([expect.objectContaining({ kind: 'RegistrationRequestorEmailContent', subject: 'Your registration request' })]);
      expect(requester[0]!.text_body).toContain('Dear Rita,');
    });

    it('answers a repeat while the request is open the same, with no new mail', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: request('RITA@example.test'), remoteAddress: '10.1.0.2' });
      expect(response.json()).toEqual({ message: MESSAGES.registrationThanks });
      expect(await mails(t.app, 'rita@example.test')).toHaveLength(1);
      const open = (await t.app.registrationRequests.listOpen()).filter((r) => r.email.toLowerCase() === 'rita@example.test');
      expect(open).toHaveLength(1);
    });

    it.each([
      ['email', '', VALIDATION.registration.email],
      ['email', 'not-an-address', VALIDATION.registration.email],
      ['firstName', ' ', VALIDATION.registration.firstName],
      ['lastName', '', VALIDATION.registration.lastName],
      ['company', '', VALIDATION.registration.company],
      ['message', '', VALIDATION.registration.message],
    ])('refuses an empty or invalid %s with the form’s message', async (field, value, message) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: request('new@example.test', { [field]: value }), remoteAddress: '10.1.0.3' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, reason: 'validation' });
    });

    it('limits requests per client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: request(`burst${i}@example.test`), remoteAddress: '10.1.0.9' });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('invites', () => {
    let userId: number;
    beforeAll(async () => {
      userId = await insertUser(t.app, 'ivy@example.test', null);
    });

    it('loads a valid invite and sets the password once; then the login works', async () => {
      const invite = await t.app.oneTimeTokens.issue('invite', { userId, ttlSeconds: LINK_LIFETIME_SECONDS.invite });
      const loaded = await t.app.inject({ method: 'GET', url: `/api/users/invite/${invite}` });
      expect(loaded.statusCode).toBe(200);
      expect(loaded.json()).toEqual({ inviteId: invite, firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@example.test' });
      const body = { inviteId: invite, password: 'Ivy-pass-2026', confirmPassword: 'Ivy-pass-2026' };
      const done = await t.app.inject({ method: 'POST', url: '/api/token/complete-registration', payload: body });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: API_TEXTS.passwordSet });
      expect((await login(t.app, 'ivy@example.test', 'Ivy-pass-2026')).isLoggedIn).toBe(true);
      // Used: the link is dead for loading and for setting again, and says so.
      expect((await t.app.inject({ method: 'GET', url: `/api/users/invite/${invite}` })).json()).toMatchObject({
        message: MESSAGES.invalidInviteToken,
        reason: DEAD_LINK_REASONS.used,
      });
      const again = await t.app.inject({ method: 'POST', url: '/api/token/complete-registration', payload: { ...body, password: 'Other-pass-2026', confirmPassword: 'Other-pass-2026' } });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: MESSAGES.invalidInviteToken });
    });

    it("refuses an expired, a replaced and an unknown invite with the specification's text, saying which it is", async () => {
      const expired = await t.app.oneTimeTokens.issue('invite', { userId, ttlSeconds: -1 });
      const replaced = await t.app.oneTimeTokens.issue('invite', { userId, ttlSeconds: 60 });
      await t.app.oneTimeTokens.issue('invite', { userId, ttlSeconds: 60, replaceEarlier: true });
      for (const [id, reason] of [
        [expired, DEAD_LINK_REASONS.expired],
        [replaced, DEAD_LINK_REASONS.used],
        ['no-such-invite-token', DEAD_LINK_REASONS.unknown],
      ] as const) {
        const loaded = await t.app.inject({ method: 'GET', url: `/api/users/invite/${id}` });
        expect(loaded.statusCode).toBe(404);
        expect(loaded.json()).toMatchObject({ message: MESSAGES.invalidInviteToken, reason });
        const posted = await t.app.inject({
          method: 'POST',
          url: '/api/token/complete-registration',
          payload: { inviteId: id, password: 'Ivy-pass-2026', confirmPassword: 'Ivy-pass-2026' },
        });
        expect(posted.statusCode).toBe(404);
      }
    });

    it.each([
      [{ password: '', confirmPassword: '' }, VALIDATION.password.passwordRequired],
      [{ password: 'Ivy-pass-2026', confirmPassword: '' }, VALIDATION.password.confirmRequired],
      [{ password: 'Ivy-pass-2026', confirmPassword: 'Ivy-pass-2027' }, VALIDATION.password.mismatch],
      [{ password: 'short', confirmPassword: 'short' }, VALIDATION.registration.passwordLength],
    ])('checks the new password with the form’s messages (%o)', async (fields, message) => {
      const invite = await t.app.oneTimeTokens.issue('invite', { userId, ttlSeconds: 60 });
      const response = await t.app.inject({ method: 'POST', url: '/api/token/complete-registration', payload: { inviteId: invite, ...fields } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
      expect(await t.app.oneTimeTokens.peek('invite', invite)).not.toBeNull();
    });
  });

  describe('password reset', () => {
    const email = 'reset-me@example.test';
    beforeAll(async () => {
      await insertUser(t.app, email, 'Old-pass-2026');
    });

    it('answers a known and an unknown address with the same status and message', async () => {
      const known = await t.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email }, remoteAddress: '10.2.0.1' });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset-request',
        payload: { email: 'nobody-here@example.test' },
        remoteAddress: '10.2.0.1',
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ message: API_TEXTS.passwordResetRequested });
      expect(await mails(t.app, 'nobody-here@example.test')).toEqual([]);
      expect(await mails(t.app, email)).toEqual([expect.objectContaining({ kind: 'ResetPasswordEmailContent', subject: 'Reset your password' })]);
    });

    it('resets once with the mailed link, ends every session and kills the link', async () => {
      const session = await login(t.app, email, 'Old-pass-2026');
      const [mail] = (await mails(t.app, email)).slice(-1);
      const id = linkIn(mail!, '/reset-password');
      expect(mail!.html_body).toContain(`href="http://localhost:8080/reset-password/${id}"`);
      // The mail says when its link stops working (docs/product/registration.md#dead-links).
      expect(mail!.text_body).toMatch(/This link works once, for 1 hour: until .+ UTC\./);
      expect(mail!.html_body).toMatch(/<p>This link works once, for 1 hour: until .+ UTC\./);
      const loaded = await t.app.inject({ method: 'GET', url: `/api/users/password-reset/${id}` });
      expect(loaded.json()).toEqual({ id, firstName: 'Ivy' });
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/token/complete-password-reset',
        payload: { id, password: 'New-pass-2026', confirmPassword: 'New-pass-2026' },
      });
      expect(done.json()).toEqual({ message: MESSAGES.resetPasswordSuccess });
      const old = await t.app.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(session.token), payload: {} });
      expect(old.statusCode).toBe(401);
      const refused = await t.app.inject({ method: 'POST', url: '/api/token/login', payload: { login: email, password: 'Old-pass-2026' } });
      expect(refused.statusCode).toBe(401);
      expect((await login(t.app, email, 'New-pass-2026')).isLoggedIn).toBe(true);
      const dead = await t.app.inject({ method: 'GET', url: `/api/users/password-reset/${id}` });
      expect(dead.statusCode).toBe(404);
      expect(dead.json()).toMatchObject({ message: MESSAGES.invalidResetUrl, reason: DEAD_LINK_REASONS.used });
      const reused = await t.app.inject({
        method: 'POST',
        url: '/api/token/complete-password-reset',
        payload: { id, password: 'Third-pass-2026', confirmPassword: 'Third-pass-2026' },
      });
      expect(reused.statusCode).toBe(404);
    });

    it('expires after an hour and refuses an unknown link', async () => {
      const user = await t.app.usersRepository.findByEmail(email);
      expect(LINK_LIFETIME_SECONDS.password_reset).toBe(3600);
      const expired = await t.app.oneTimeTokens.issue('password_reset', { userId: user!.user_id, ttlSeconds: -1 });
      for (const [id, reason] of [
        [expired, DEAD_LINK_REASONS.expired],
        ['never-issued', DEAD_LINK_REASONS.unknown],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url: `/api/users/password-reset/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: MESSAGES.invalidResetUrl, reason });
      }
      const row = await t.app.db.query<{ hours: number }>(
        "SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM one_time_tokens WHERE kind = 'password_reset' ORDER BY created_at LIMIT 1",
      );
      expect(row.rows[0]!.hours).toBe(1);
    });

    it('refuses an invalid address with the form’s message', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email: 'nope' }, remoteAddress: '10.2.0.5' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: VALIDATION.resetRequest.email });
    });

    it('limits requests per address and per client', async () => {
      const perAddress: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users/password-reset-request',
          payload: { email: 'target@example.test' },
          remoteAddress: `10.3.0.${i + 1}`,
        });
        perAddress.push(response.statusCode);
      }
      expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);
      const perClient: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users/password-reset-request',
          payload: { email: `someone${i}@example.test` },
          remoteAddress: '10.4.0.1',
        });
        perClient.push(response.statusCode);
      }
      expect(perClient.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(perClient[10]).toBe(429);
      expect((await t.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email: 'x@example.test' }, remoteAddress: '10.4.0.1' })).json()).toMatchObject({
        message: MESSAGES.tooManyAttempts,
      });
    }, 30_000);
  });
});
