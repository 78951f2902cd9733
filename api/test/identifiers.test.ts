import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { IDENTIFIER_MESSAGES, MESSAGES, REGISTRATION_SESSION_HEADER, USER_REFUSALS } from 'shared/server';
import { createPgDatabase } from '../src/db/pg-database';
import { createPgliteDatabase } from '../src/db/pglite-database';
import { runMigrations } from '../src/db/migrate';
import { API_TEXTS } from '../src/errors';
import { migrationsDir } from '../src/paths';
import { databases } from './helpers/databases';
import { billingNumber, DOC } from './helpers/fake-erp-data';
import { startFakeErp } from './helpers/fake-erp';
import { buildTestApp, login, useApiTest } from './helpers/test-app';

const M = IDENTIFIER_MESSAGES;

/** The look-alikes of issue 20 §5: each is admin@portal.test to the eye. */
const LOOK_ALIKES = ['admin@portal.test.', 'admin@portal\u3002test', '\uff41\uff44\uff4d\uff49\uff4e@portal.test', 'ADMIN@Portal.Test', ' admin@portal\uff0etest '];
const INVISIBLE = ['admin\u200b@portal.test', 'ad\u00admin@portal.test', 'admin\u202e@portal.test', '\u2060admin@portal.test'];

const userForm = (overrides: Record<string, unknown> = {}) => ({
  Login: 'look.alike@portal.test',
  FirstName: 'Lou',
  LastName: 'Alike',
  Company: 'Acme Lifts',
  Email: 'look.alike@portal.test',
  Status: 'active',
  PrimaryAccountTypeId: 1,
  UserRole: 'user',
  Permissions: ['CanMakePayment'],
  ...overrides,
});

describe.each(databases)('logins and e-mail addresses that look alike (docs/security/identifiers.md) ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin'] });
  const loginAs = (loginName: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/login', payload: { login: loginName, password: 'Demo-pass-2026' } });

  it('finds the same user however the login is typed, and nobody for a login with invisible characters', async () => {
    for (const typed of LOOK_ALIKES) {
      const response = await loginAs(typed);
      expect([typed, response.statusCode]).toEqual([typed, 200]);
    }
    for (const typed of INVISIBLE) {
      const response = await loginAs(typed);
      expect([typed, response.statusCode]).toEqual([typed, 401]);
      expect(response.json().message).toBe(MESSAGES.authFailed);
    }
  });

  it('refuses a new user whose login or address is an existing one in disguise', async () => {
    for (const typed of LOOK_ALIKES) {
      const login = await t.post('admin', '/api/users', userForm({ Login: typed }));
      expect([typed, login.statusCode, login.json().Message]).toEqual([typed, 409, USER_REFUSALS.loginInUse]);
      const email = await t.post('admin', '/api/users', userForm({ Email: typed }));
      expect([typed, email.statusCode, email.json().Message]).toEqual([typed, 409, USER_REFUSALS.emailInUse]);
    }
    for (const typed of INVISIBLE) {
      const login = await t.post('admin', '/api/users', userForm({ Login: typed }));
      expect([typed, login.statusCode, login.json().Message]).toEqual([typed, 400, M.invisible]);
      const email = await t.post('admin', '/api/users', userForm({ Email: typed }));
      expect([typed, email.statusCode, email.json().Message]).toEqual([typed, 400, M.invisible]);
    }
    const mixed = await t.post('admin', '/api/users', userForm({ Login: '\u0430dmin@portal.test' }));
    expect([mixed.statusCode, mixed.json().Message]).toEqual([400, M.mixedScripts]);
  });

  it('stores a new user in the normalised form, and refuses to rename another user to a look-alike', async () => {
    const created = await t.post('admin', '/api/users', userForm({ Login: ' Look.Alike@Portal\u3002Test. ', Email: '\uff2c\uff4f\uff55@Portal.Test' }));
    expect(created.statusCode).toBe(200);
    const { rows } = await t.app.db.query<{ user_id: number; login: string; email: string }>(
      "SELECT user_id, login, email FROM users WHERE login LIKE 'look.alike%'",
    );
    expect(rows).toEqual([expect.objectContaining({ login: 'look.alike@portal.test', email: 'lou@portal.test' })]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${rows[0]!.user_id}`,
      headers: { authorization: `Bearer ${t.tokens.admin}` },
      payload: userForm({ Login: 'SOLDTO@portal.test.', Email: 'lou@portal.test' }),
    });
    expect([renamed.statusCode, renamed.json().Message]).toEqual([409, USER_REFUSALS.loginInUse]);
  });

  it('checks registration requests and password-reset requests alike', async () => {
    const request = (email: string) => ({ email, firstName: 'Rita', lastName: 'Requester', company: 'Summit', message: 'Access, please.' });
    const invisible = await t.app.inject({ method: 'POST', url: '/api/register', payload: request('rita\u200b@example.test'), remoteAddress: '10.7.0.1' });
    expect([invisible.statusCode, invisible.json().message]).toEqual([400, M.invisible]);
    const first = await t.app.inject({ method: 'POST', url: '/api/register', payload: request('rita@example.test'), remoteAddress: '10.7.0.2' });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/register', payload: request('\uff32ita@Example\u3002test.'), remoteAddress: '10.7.0.3' });
    expect(again.statusCode).toBe(200);
    const open = (await t.app.registrationRequests.listOpen()).filter((r) => r.email.includes('ita@example'));
    expect(open.map((r) => r.email)).toEqual(['rita@example.test']);

    const reset = await t.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email: 'SOLDTO@portal\u3002test.' }, remoteAddress: '10.7.0.4' });
    expect(reset.statusCode).toBe(200);
    const mails = await t.app.db.query<{ to_address: string }>("SELECT to_address FROM mail_outbox WHERE kind = 'ResetPasswordEmailContent'");
    expect(mails.rows.map((m) => m.to_address)).toEqual(['soldto@portal.test']);
    const refused = await t.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email: 'soldto\u200d@portal.test' }, remoteAddress: '10.7.0.5' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.invisible]);
  });

  it('refuses a self-registration with an existing address in disguise', async () => {
    const proof = await t.app.inject({
      method: 'PUT',
      url: '/api/users/account/validate',
      payload: { invoiceNumber: billingNumber('100100', DOC.open), invoiceAmount: '100.00', accountNumber: '100100' },
      remoteAddress: '10.7.0.6',
    });
    expect(proof.statusCode).toBe(200);
    const session = String(proof.headers[REGISTRATION_SESSION_HEADER]);
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/token/auto-register/user',
        headers: { [REGISTRATION_SESSION_HEADER]: session },
        payload: { email, firstName: 'Sam', lastName: 'Selfreg', company: 'Harborview', password: 'Self-pass-2026', verifyPassword: 'Self-pass-2026' },
      });
    const disguised = await register('\uff53\uff4f\uff4c\uff44\uff54\uff4f@portal.test.');
    expect([disguised.statusCode, disguised.json().message]).toEqual([409, API_TEXTS.emailTaken]);
    const invisible = await register('sam\u200b@example.test');
    expect([invisible.statusCode, invisible.json().message]).toEqual([400, M.invisible]);
  });
});

describe.each(databases)('migration 017 and the rows written before it ($name)', (database) => {
  it('lists the clashing and invisible rows without merging them, logs them at start, and keeps every user able to log in', async () => {
    // A database that outlives its first connection: the app opens it again after the migration.
    const prepared = await database.preparePersistent();
    const db = prepared.env.DATABASE_URL ? await createPgDatabase(prepared.env.DATABASE_URL) : await createPgliteDatabase(prepared.env.DATA_DIR!);
    const erp = await startFakeErp();
    let app: Awaited<ReturnType<typeof buildTestApp>> | undefined;
    try {
      const before = mkdtempSync(path.join(tmpdir(), 'migrations-016-'));
      for (const file of readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql') && f < '017')) {
        copyFileSync(path.join(migrationsDir(), file), path.join(before, file));
      }
      await runMigrations(db, before);
      const insert = async (loginName: string, email: string) =>
        (await db.query<{ user_id: number }>('INSERT INTO users (login, email) VALUES ($1, $2) RETURNING user_id', [loginName, email])).rows[0]!.user_id;
      const upper = await insert('Chris@Example.test', 'chris@example.test');
      const dotted = await insert('chris@example.test.', 'other@example.test');
      const wide = await insert('\uff43\uff48\uff52\uff49\uff53@example.test', 'wide@example.test');
      const hidden = await insert('zero\u200bwidth@example.test', 'zero@example.test');
      const alone = await insert('Alone@Example.test', 'alone@example.test');
      await runMigrations(db, migrationsDir());
      const { rows } = await db.query<{ user_id: number; field: string; problem: string }>(
        'SELECT user_id, field, problem FROM identifier_review ORDER BY user_id, field, problem',
      );
      expect(rows).toEqual([
        { user_id: upper, field: 'email', problem: 'clash' },
        { user_id: upper, field: 'login', problem: 'clash' },
        { user_id: dotted, field: 'login', problem: 'clash' },
        { user_id: wide, field: 'login', problem: 'clash' },
        { user_id: hidden, field: 'login', problem: 'invisible' },
      ]);
      // Nothing merged or rewritten.
      const users = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE login IN ('Chris@Example.test', 'chris@example.test.')");
      expect(users.rows[0]!.n).toBe(2);
      await db.query('DELETE FROM users WHERE user_id = $1', [wide]);
      await db.close();

      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      app = await buildTestApp(prepared, erp.url, { LOG_LEVEL: 'warn' }, { logger: { level: 'warn', stream } });
      const warning = lines.map((l) => JSON.parse(l) as { msg: string; users?: { userId: number; problem: string; sameAs: number[] }[] }).find((l) => l.users);
      expect(warning?.msg).toMatch(/^4 login\(s\) or e-mail address\(es\) look like another user's/);
      expect(warning!.users).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ userId: dotted, problem: 'clash', sameAs: [upper] }),
          expect.objectContaining({ userId: hidden, problem: 'invisible' }),
        ]),
      );
      expect(lines.join('\n')).not.toContain('zero\u200bwidth');
      // The existing users still log in as they always did: their own spelling first.
      const { usersRepository } = app;
      expect((await usersRepository.findByLogin('CHRIS@example.test'))!.user_id).toBe(upper);
      expect((await usersRepository.findByLogin('chris@example.test.'))!.user_id).toBe(upper);
      expect((await usersRepository.findByLogin('Alone@Example.test'))!.user_id).toBe(alone);
      expect((await usersRepository.findByLogin('alone@example.test'))!.user_id).toBe(alone);
      expect((await login(app, 'admin@portal.test')).isLoggedIn).toBe(true);
    } finally {
      await app?.close();
      await erp.close();
      await prepared.cleanup();
    }
    // Two migration runs, a seeded sandbox start and its argon2 hashes: slow on a busy machine.
  }, 120_000);
});
