import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPES, MESSAGES, REGISTRATION_SESSION_HEADER, ROLE_PERMISSIONS, VALIDATION, type ValidateAccountResponse } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import { billingNumber, DOC } from './helpers/fake-erp-data';
import { searchBody } from './helpers/search-body';
import { bearer, login, useApiTest } from './helpers/test-app';

const proof = (account: string, doc: number = DOC.open, amount = '100.00', invoiceAccount = account) => ({
  invoiceNumber: billingNumber(invoiceAccount, doc),
  invoiceAmount: amount,
  accountNumber: account,
});

const newUser = (email: string, extra: Record<string, string> = {}) => ({
  email,
  firstName: 'Sam',
  lastName: 'Selfreg',
  company: 'Harborview Tower',
  password: 'Self-pass-2026',
  verifyPassword: 'Self-pass-2026',
  ...extra,
});

function validate(app: FastifyInstance, body: object, session?: string, remoteAddress = '10.9.0.1') {
  return app.inject({
    method: 'PUT',
    url: '/api/users/account/validate',
    headers: session ? { [REGISTRATION_SESSION_HEADER]: session } : {},
    payload: body,
    remoteAddress,
  });
}

const confirmationLink = async (app: FastifyInstance, to: string) => {
  const { rows } = await app.db.query<{ text_body: string; subject: string }>(
    'SELECT text_body, subject FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  expect(rows[0]!.subject).toBe('Confirm your email address');
  return /http:\/\/localhost:8080\/auto-register\/confirm\/([A-Za-z0-9_-]+)/.exec(rows[0]!.text_body)![1]!;
};

describe.each(databases)('self-registration ($name)', (database) => {
  const t = useApiTest(database);
  let session: string;

  describe('PUT /api/users/account/validate', () => {
    it('proves a sold-to with an invoice’s number and exact amount, in a new server-side session', async () => {
      const response = await validate(t.app, proof('100100'));
      expect(response.statusCode).toBe(200);
      session = String(response.headers[REGISTRATION_SESSION_HEADER]);
      expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const body = response.json<ValidateAccountResponse>();
      expect(body.invoice.billing_document_number).toContain(billingNumber('100100', DOC.open));
      expect(body.account).toMatchObject({ accountNumber: '100100', name: 'Fake Harborview Tower', accountTypeId: ACCOUNT_TYPES.SoldTo, companyCode: '1000' });
      expect(body.account.address).toEqual(body.detail!.partner_data.find((p) => p.partner_function === 'RG')!.address_data);
      expect(body.accounts).toHaveLength(1);
    });

    it("answers the same account again 'duplicate', and a wrong amount or billing ID 404", async () => {
      const duplicate = await validate(t.app, proof('0000100100'), session);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ message: MESSAGES.accountDuplicate, reason: 'duplicate' });
      expect(duplicate.headers[REGISTRATION_SESSION_HEADER]).toBe(session);
      for (const wrong of [proof('100200', DOC.open, '100.01'), proof('100200', DOC.open, '100.00', '100100'), proof('999999')]) {
        const response = await validate(t.app, wrong, session);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: MESSAGES.accountNotFound });
      }
    });

    it('links a payer as Payer, through an invoice of one of its sold-tos', async () => {
      const response = await validate(t.app, proof('200100', DOC.partlyPaid, '300', '100300'), session);
      expect(response.statusCode).toBe(200);
      expect(response.json<ValidateAccountResponse>().account).toMatchObject({ accountNumber: '200100', accountTypeId: ACCOUNT_TYPES.Payer });
    });

    it('takes four accounts and refuses the fifth', async () => {
      expect((await validate(t.app, proof('100200'), session)).statusCode).toBe(200);
      expect((await validate(t.app, proof('100400'), session)).statusCode).toBe(200);
      const fifth = await validate(t.app, proof('100500'), session);
      expect(fifth.statusCode).toBe(409);
      expect(fifth.json()).toMatchObject({ message: MESSAGES.maxAccounts, reason: 'max_accounts' });
      const listed = await t.app.inject({ method: 'GET', url: '/api/token/auto-register/accounts', headers: { [REGISTRATION_SESSION_HEADER]: session } });
      expect(listed.json<{ accounts: { accountNumber: string }[] }>().accounts.map((a) => a.accountNumber)).toEqual(['100100', '200100', '100200', '100400']);
      const none = await t.app.inject({ method: 'GET', url: '/api/token/auto-register/accounts' });
      expect(none.json()).toEqual({ accounts: [] });
    });

    it.each([
      [{ invoiceNumber: '' }, VALIDATION.addAccount.invoiceNumber],
      [{ invoiceAmount: '' }, VALIDATION.addAccount.invoiceAmount],
      [{ invoiceAmount: '12,50' }, VALIDATION.addAccount.invoiceAmount],
      [{ invoiceAmount: '1.001' }, VALIDATION.addAccount.invoiceAmount],
      [{ accountNumber: ' ' }, VALIDATION.addAccount.billingId],
    ])('refuses %o with the form’s message, before any session or count', async (change, message) => {
      const response = await validate(t.app, { ...proof('100300'), ...change }, undefined, '10.9.9.9');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
      expect(response.headers[REGISTRATION_SESSION_HEADER]).toBeUndefined();
    });

    it('limits failed attempts per registration session', async () => {
      const first = await validate(t.app, proof('100300', DOC.open, '1.00'), undefined, '10.9.1.1');
      const own = String(first.headers[REGISTRATION_SESSION_HEADER]);
      const statuses = [first.statusCode];
      for (let i = 0; i < 5; i += 1) statuses.push((await validate(t.app, proof('100300', DOC.open, `${i + 2}.00`), own, '10.9.1.1')).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      // Even the right proof waits now: the limit is not a hint about which answer is right.
      const right = await validate(t.app, proof('100300'), own, '10.9.1.1');
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ message: MESSAGES.tooManyAttempts, reason: 'throttled' });
      expect(right.headers['retry-after']).toBeDefined();
    });

    it('limits failed attempts per client, whatever the session', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await validate(t.app, proof('100300', DOC.open, `${i + 1}.50`), undefined, '10.9.2.2')).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('POST /api/token/auto-register/user and the confirmation', () => {
    const email = 'sam@example.test';
    let token: string;

    it.each([
      [{ email: '' }, VALIDATION.registration.email],
      [{ email: 'sam' }, VALIDATION.registration.email],
      [{ firstName: '' }, VALIDATION.registration.firstName],
      [{ lastName: '' }, VALIDATION.registration.lastName],
      [{ company: '' }, VALIDATION.registration.company],
      [{ password: '', verifyPassword: '' }, VALIDATION.registration.password],
      [{ password: 'short', verifyPassword: 'short' }, VALIDATION.registration.passwordLength],
      [{ verifyPassword: 'Self-pass-2027' }, VALIDATION.registration.passwordsMatch],
    ])('refuses %o with the form’s message', async (change, message) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/token/auto-register/user',
        headers: { [REGISTRATION_SESSION_HEADER]: session },
        payload: newUser(email, change),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });

    it('refuses without a live registration session, and a taken address', async () => {
      const none = await t.app.inject({ method: 'POST', url: '/api/token/auto-register/user', payload: newUser(email) });
      expect(none.statusCode).toBe(410);
      expect(none.json()).toMatchObject({ message: API_TEXTS.registrationSessionExpired });
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/token/auto-register/user',
        headers: { [REGISTRATION_SESSION_HEADER]: session },
        payload: newUser('SOLDTO@portal.test'),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: API_TEXTS.emailTaken });
    });

    it('creates the waiting user with the proven accounts and logs them in', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/token/auto-register/user',
        headers: { [REGISTRATION_SESSION_HEADER]: session },
        payload: newUser(email),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ token: string; refreshToken: string; user: { isConfirmed: boolean; Status: string } }>();
      expect(body.user).toMatchObject({ isConfirmed: false, Status: 'waiting-confirmation' });
      expect(body.refreshToken).toBeTruthy();
      expect(String(response.headers['set-cookie'])).toContain('portal_pdf=');
      token = body.token;
      const me = await t.app.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(token), payload: {} });
      expect(me.json()).toMatchObject({
        Login: email,
        Status: 'waiting-confirmation',
        UserRole: 'user',
        Permissions: [...ROLE_PERMISSIONS.user],
        PrimaryAccountTypeId: ACCOUNT_TYPES.Payer,
      });
      const user = await t.app.usersRepository.findByEmail(email);
      const linked = await t.app.accountsRepository.listByUser(user!.user_id);
      expect(linked.map((a) => [a.primary_acct, a.account_type_id, a.company_code])).toEqual([
        ['100100', ACCOUNT_TYPES.SoldTo, '1000'],
        ['200100', ACCOUNT_TYPES.Payer, '1000'],
        ['100200', ACCOUNT_TYPES.SoldTo, '1100'],
        ['100400', ACCOUNT_TYPES.SoldTo, '1000'],
      ]);
      // The session is used up: the same proofs cannot make a second user.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/token/auto-register/user',
        headers: { [REGISTRATION_SESSION_HEADER]: session },
        payload: newUser('other@example.test'),
      });
      expect(again.statusCode).toBe(410);
      // No ERP data before the confirmation.
      const search = await t.app.inject({ method: 'POST', url: '/api/Invoice', headers: bearer(token), payload: searchBody('100100', '1000') });
      expect(search.statusCode).toBe(403);
      expect((await login(t.app, email, 'Self-pass-2026')).status).toBe('waiting-confirmation');
    });

    it('resends the confirmation (the earlier link ends) and confirms once', async () => {
      const first = await confirmationLink(t.app, email);
      const resent = await t.app.inject({ method: 'PUT', url: '/api/token/auto-register/resend-confirmation', headers: bearer(token), payload: {} });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ message: API_TEXTS.confirmationSent });
      const second = await confirmationLink(t.app, email);
      expect(second).not.toBe(first);
      const stale = await t.app.inject({ method: 'POST', url: `/api/token/auto-register/user-confirm/${first}`, payload: {} });
      expect(stale.statusCode).toBe(404);
      expect(stale.json()).toMatchObject({ message: MESSAGES.confirmFailure });
      const confirmed = await t.app.inject({ method: 'POST', url: `/api/token/auto-register/user-confirm/${second}` });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: MESSAGES.confirmSuccess });
      expect((await t.app.usersRepository.findByEmail(email))!.status).toBe('active');
      const reused = await t.app.inject({ method: 'POST', url: `/api/token/auto-register/user-confirm/${second}`, payload: {} });
      expect(reused.statusCode).toBe(404);
      const late = await t.app.inject({ method: 'PUT', url: '/api/token/auto-register/resend-confirmation', headers: bearer(token), payload: {} });
      expect(late.statusCode).toBe(409);
      // Confirmed: the proven accounts' invoices.
      const search = await t.app.inject({ method: 'POST', url: '/api/Invoice', headers: bearer(token), payload: searchBody('100100', '1000') });
      expect(search.statusCode).toBe(200);
      expect(search.json<{ document_list: unknown[] }>().document_list.length).toBeGreaterThan(0);
    });

    it('limits resent confirmations', async () => {
      const waiting = await t.app.inject({
        method: 'PUT',
        url: '/api/users/account/validate',
        payload: proof('100500'),
        remoteAddress: '10.9.5.5',
      });
      const raw = String(waiting.headers[REGISTRATION_SESSION_HEADER]);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/token/auto-register/user',
        headers: { [REGISTRATION_SESSION_HEADER]: raw },
        payload: newUser('resend@example.test'),
      });
      const own = created.json<{ token: string }>().token;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await t.app.inject({ method: 'PUT', url: '/api/token/auto-register/resend-confirmation', headers: bearer(own), payload: {}, remoteAddress: '10.9.5.5' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
