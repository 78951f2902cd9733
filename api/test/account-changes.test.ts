import { ACCOUNT_CHANGE_MAIL_SUBJECTS, ACCOUNT_CHANGE_TEXTS, MESSAGES, USER_REFUSALS, type UserDetail } from 'shared/server';
import { databases } from './helpers/databases';
import { bearer, loginSession, useApiTest, userId } from './helpers/test-app';

/**
 * docs/security/account-changes.md: a changed login or e-mail address cannot take an account over,
 * and a password change ends the links mailed before it.
 */
interface QueuedMail {
  kind: string;
  subject: string;
  text_body: string;
}

const FORM_FIELDS = ['Login', 'FirstName', 'LastName', 'Company', 'Email', 'Status', 'PrimaryAccountTypeId', 'UserRole', 'Permissions'] as const;
const NEW_PASSWORD = { password: 'Changed-pass-2026', confirmPassword: 'Changed-pass-2026' };

describe.each(databases)('account changes ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'manager'] });
  let client = 0;
  /** A different client address per call, so the reset request's per-client counter never refuses. */
  const from = () => `10.20.${Math.floor(client / 250)}.${(client++ % 250) + 1}`;

  const mails = async (to: string, kind?: string) =>
    (
      await t.app.db.query<QueuedMail>(
        'SELECT kind, subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND ($2::text IS NULL OR kind = $2) ORDER BY id',
        [to, kind ?? null],
      )
    ).rows;
  const lastLink = async (to: string, path: string): Promise<string> => {
    const all = await mails(to);
    for (const mail of all.reverse()) {
      const match = new RegExp(`http://localhost:8080${path}/([A-Za-z0-9_-]+)`).exec(mail.text_body);
      if (match) return match[1]!;
    }
    throw new Error(`no ${path} link in the mail to ${to}: ${JSON.stringify(all.map((m) => m.subject))}`);
  };
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(t.tokens.admin!) })).json<UserDetail>();
  const formOf = (user: UserDetail) => Object.fromEntries(FORM_FIELDS.map((k) => [k, user[k]]));
  const save = async (who: string, id: number, changes: Record<string, unknown>, token = t.tokens[who]!) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload: { ...formOf(await detail(id)), ...changes } });
  const askReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email }, remoteAddress: from() });
  const completeReset = (id: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/complete-password-reset', payload: { id, ...NEW_PASSWORD }, remoteAddress: from() });
  const completeInvite = (inviteId: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/complete-registration', payload: { inviteId, ...NEW_PASSWORD }, remoteAddress: from() });
  const stillLoggedIn = async (token: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(token), payload: {} })).statusCode;
  const createUser = async (email: string) => {
    const response = await t.post('admin', '/api/users', {
      Login: email, Email: email, FirstName: 'Ivy', LastName: 'Invitee', Company: 'Summit', Status: 'active',
      PrimaryAccountTypeId: 1, UserRole: 'user', Permissions: ['CanMakePayment'],
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ UserId: number }>().UserId;
  };

  describe('staff change a customer\'s e-mail address', () => {
    it('takes effect only when the new address confirms; the old one is told; links and sessions end', async () => {
      const id = await userId(t.app, 'payer@portal.test');
      const customer = await loginSession(t.app, 'payer@portal.test');
      await askReset('payer@portal.test');
      const reset = await lastLink('payer@portal.test', '/reset-password');

      // The takeover attempt: a manager puts their own address on the customer.
      const saved = await save('manager', id, { Email: 'mallory@example.test' });
      expect(saved.statusCode).toBe(200);
      expect(await detail(id)).toMatchObject({ Email: 'payer@portal.test', PendingEmail: 'mallory@example.test' });

      const [notice] = await mails('payer@portal.test', 'account_change_notice');
      expect(notice!.subject).toBe(ACCOUNT_CHANGE_MAIL_SUBJECTS.notice);
      expect(notice!.text_body).toContain('from payer@portal.test to mallory@example.test');
      expect((await completeReset(reset)).statusCode).toBe(404);
      expect(await stillLoggedIn(customer.token)).toBe(401);

      // While it waits, a reset asked for the new address reaches nobody.
      await askReset('mallory@example.test');
      expect((await mails('mallory@example.test')).map((m) => m.kind)).toEqual(['email_change_confirmation']);

      const confirm = await lastLink('mallory@example.test', '/confirm-email');
      const peek = await t.app.inject({ method: 'GET', url: `/api/users/email-change/${confirm}` });
      expect(peek.json()).toEqual({ email: 'mallory@example.test', firstName: 'Paul' });
      const done = await t.app.inject({ method: 'POST', url: `/api/users/email-change/${confirm}`, payload: {} });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: ACCOUNT_CHANGE_TEXTS.confirmed });
      expect(await detail(id)).toMatchObject({ Email: 'mallory@example.test', PendingEmail: null });
      const told = await mails('payer@portal.test', 'account_change_notice');
      expect(told).toHaveLength(2);
      expect(told[1]!.text_body).toContain('The email address of your account is now mallory@example.test');
      // The link works once, and a dead one looks like any unknown one.
      const again = await t.app.inject({ method: 'POST', url: `/api/users/email-change/${confirm}`, payload: {} });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(ACCOUNT_CHANGE_TEXTS.invalidLink);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/email-change/not-a-link' })).statusCode).toBe(404);
    });

    it('ends an invite mailed to the old address; the confirmed address gets a new one', async () => {
      const id = await createUser('ivy@old.example.test');
      const oldInvite = await lastLink('ivy@old.example.test', '/register');
      expect((await save('admin', id, { Email: 'ivy@new.example.test' })).statusCode).toBe(200);
      expect((await completeInvite(oldInvite)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/users/invite/${oldInvite}` })).statusCode).toBe(404);

      await t.app.inject({ method: 'POST', url: `/api/users/email-change/${await lastLink('ivy@new.example.test', '/confirm-email')}`, payload: {} });
      const newInvite = await lastLink('ivy@new.example.test', '/register');
      expect((await completeInvite(newInvite)).statusCode).toBe(200);
    });

    it('waits for the confirmation of a staff member\'s new address too, and can be cancelled', async () => {
      const staff = await userId(t.app, 'staff@portal.test');
      expect((await save('admin', staff, { Email: 'sam.staff@example.test' })).statusCode).toBe(200);
      expect(await detail(staff)).toMatchObject({ Email: 'staff@portal.test', PendingEmail: 'sam.staff@example.test' });
      const link = await lastLink('sam.staff@example.test', '/confirm-email');

      const admin = await userId(t.app, 'admin@portal.test');
      const refused = await t.app.inject({ method: 'DELETE', url: `/api/users/${admin}/email-change`, headers: bearer(t.tokens.manager!) });
      expect(refused.statusCode).toBe(403);
      const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/users/${staff}/email-change`, headers: bearer(t.tokens.admin!) });
      expect(cancelled.json()).toEqual({ Message: ACCOUNT_CHANGE_TEXTS.cancelled });
      expect((await detail(staff)).PendingEmail).toBeNull();
      expect((await t.app.inject({ method: 'POST', url: `/api/users/email-change/${link}`, payload: {} })).statusCode).toBe(404);
      expect((await detail(staff)).Email).toBe('staff@portal.test');
    });

    it('refuses the confirmation (409) when another user took the address meanwhile', async () => {
      const id = await userId(t.app, 'noecheck@portal.test');
      expect((await save('admin', id, { Email: 'contested@example.test' })).statusCode).toBe(200);
      const link = await lastLink('contested@example.test', '/confirm-email');
      await createUser('contested@example.test');
      const refused = await t.app.inject({ method: 'POST', url: `/api/users/email-change/${link}`, payload: {} });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(USER_REFUSALS.emailInUse);
      expect((await detail(id)).Email).toBe('noecheck@portal.test');
    });
  });

  describe('a changed login', () => {
    it('tells the old address and ends links and sessions; an admin editing themself keeps their session', async () => {
      const id = await userId(t.app, 'payerall@portal.test');
      const customer = await loginSession(t.app, 'payerall@portal.test');
      await askReset('payerall@portal.test');
      const reset = await lastLink('payerall@portal.test', '/reset-password');
      expect((await save('admin', id, { Login: 'paula.payerall@example.test' })).statusCode).toBe(200);
      expect(await detail(id)).toMatchObject({ Login: 'paula.payerall@example.test', Email: 'payerall@portal.test', PendingEmail: null });
      const [notice] = await mails('payerall@portal.test', 'account_change_notice');
      expect(notice!.text_body).toContain('The User Id you log in with was changed from payerall@portal.test to paula.payerall@example.test.');
      expect(await stillLoggedIn(customer.token)).toBe(401);
      expect((await completeReset(reset)).statusCode).toBe(404);
      expect((await loginSession(t.app, 'paula.payerall@example.test')).token).toBeTruthy();

      const admin = await userId(t.app, 'admin@portal.test');
      const elsewhere = await loginSession(t.app, 'admin@portal.test');
      expect((await save('admin', admin, { Login: 'root@portal.test' })).statusCode).toBe(200);
      expect(await stillLoggedIn(t.tokens.admin!)).toBe(200);
      expect(await stillLoggedIn(elsewhere.token)).toBe(401);
      expect((await save('admin', admin, { Login: 'admin@portal.test' })).statusCode).toBe(200);
    });
  });

  describe('a password change ends the links mailed before it', () => {
    it('ends a pending reset link when the password is changed on the profile', async () => {
      const session = await loginSession(t.app, 'soldto@portal.test');
      await askReset('soldto@portal.test');
      const reset = await lastLink('soldto@portal.test', '/reset-password');
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/token/resetpassword',
        headers: bearer(session.token),
        payload: { CurrentPassword: 'Demo-pass-2026', NewPassword: 'Profile-pass-2026', ConfirmNewPassword: 'Profile-pass-2026' },
      });
      expect(changed.json()).toEqual({ message: 'Success' });
      const used = await completeReset(reset);
      expect(used.statusCode).toBe(404);
      expect(used.json().message).toBe(MESSAGES.invalidResetUrl);
      expect((await loginSession(t.app, 'soldto@portal.test', 'Profile-pass-2026')).token).toBeTruthy();
    });

    it('ends a reset link when the invite sets the password, and the invite when a reset does', async () => {
      await createUser('una@example.test');
      const invite = await lastLink('una@example.test', '/register');
      await askReset('una@example.test');
      const reset = await lastLink('una@example.test', '/reset-password');
      expect((await completeInvite(invite)).statusCode).toBe(200);
      expect((await completeReset(reset)).statusCode).toBe(404);

      await createUser('vic@example.test');
      const vicInvite = await lastLink('vic@example.test', '/register');
      await askReset('vic@example.test');
      expect((await completeReset(await lastLink('vic@example.test', '/reset-password'))).statusCode).toBe(200);
      expect((await completeInvite(vicInvite)).statusCode).toBe(404);
    });
  });
});
