import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from 'shared/server';
import { StartRefusedError } from '../src/seed/demo-guard';
import { runAdminCommand } from '../src/tools/admin-command';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { startSmtp } from './helpers/smtp';
import { buildTestApp, login, TEST_JWT_SECRET } from './helpers/test-app';

/** Runs `npm run admin -- <argv>` in this process; answers the exit code and what it printed. */
async function admin(prepared: PreparedDatabase, argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, { ...prepared.env, ...env }, { out: (t) => out.push(t), err: (t) => err.push(t) }, { mailer: { timeoutMs: 2000 } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Several builds of the app and runs of the command in one test: each opens and migrates the database. */
const SLOW = 120_000;

/** The API server of a real deploy: SANDBOX_MODE=false. */
const production = (prepared: PreparedDatabase, erp: FakeErp) => buildTestApp(prepared, erp.url, { SANDBOX_MODE: 'false', JWT_SECRET: TEST_JWT_SECRET });

describe.each(databases)('the first administrator of a real deploy: npm run admin -- create ($name)', (database) => {
  let erp: FakeErp;
  beforeAll(async () => {
    erp = await startFakeErp();
  });
  afterAll(() => erp?.close());

  it('creates the administrator with every permission, prints the invite link without a mail server, and refuses a second one', async () => {
    const prepared = await database.preparePersistent();
    let app: FastifyInstance | undefined;
    try {
      const created = await admin(prepared, ['create', '--email', ' Ops.Admin@Example.test ', '--first-name', 'Olive', '--last-name', 'Operator']);
      expect(created).toMatchObject({ code: 0, err: '' });
      expect(created.out).toContain('Created the administrator ops.admin@example.test');
      expect(created.out).toContain('No mail server is set');
      const link = /http:\/\/localhost:8080\/register\/([A-Za-z0-9_-]+)/.exec(created.out);
      expect(link).not.toBeNull();

      app = await production(prepared, erp);
      const { rows } = await app.db.query<{ login: string; email: string; user_role: string; permissions: string[]; status: string; password_hash: string | null; first_name: string }>(
        'SELECT login, email, user_role, permissions, status, password_hash, first_name FROM users',
      );
      expect(rows).toEqual([
        { login: 'ops.admin@example.test', email: 'ops.admin@example.test', user_role: 'admin', permissions: [...PERMISSIONS], status: 'active', password_hash: null, first_name: 'Olive' },
      ]);
      // Printed, so never sent later to a mail server nobody set.
      const mails = await app.db.query<{ status: string }>("SELECT status FROM mail_outbox WHERE kind = 'invite'");
      expect(mails.rows).toEqual([{ status: 'failed' }]);
      // The link sets the password once; then the administrator logs in.
      const accepted = await app.inject({
        method: 'POST',
        url: '/api/token/complete-registration',
        payload: { inviteId: link![1], password: 'First-admin-2026', confirmPassword: 'First-admin-2026' },
      });
      expect(accepted.statusCode).toBe(200);
      expect((await login(app, 'ops.admin@example.test', 'First-admin-2026')).isLoggedIn).toBe(true);
      await app.close();
      app = undefined;

      const second = await admin(prepared, ['create', '--email', 'someone.else@example.test']);
      expect(second.code).toBe(1);
      expect(second.err).toBe('An administrator exists already (ops.admin@example.test): nothing was created. They add further users on /settings/users.');
      app = await production(prepared, erp);
      expect((await app.db.query('SELECT 1 FROM users')).rows).toHaveLength(1);
    } finally {
      await app?.close();
      await prepared.cleanup();
    }
  }, SLOW);

  it('mails the invite through the configured mail server', async () => {
    const prepared = await database.preparePersistent();
    const smtp = await startSmtp();
    try {
      const created = await admin(prepared, ['create', '--email', 'it@example.test', '--url', 'https://portal.example.com/'], {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
      });
      expect(created).toMatchObject({ code: 0, err: '' });
      expect(created.out).toContain(`The invite was mailed to it@example.test through 127.0.0.1:${smtp.port}`);
      expect(created.out).not.toContain('/register/');
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual(['it@example.test']);
      expect(smtp.mails[0]!.raw).toMatch(/https:\/\/portal\.example\.com\/register\/[A-Za-z0-9_-]+/);
    } finally {
      await smtp.close();
      await prepared.cleanup();
    }
  }, SLOW);

  it('checks its arguments', async () => {
    const prepared = await database.preparePersistent();
    try {
      expect(await admin(prepared, ['create'])).toMatchObject({ code: 1, err: 'Give the administrator’s e-mail address: --email <address>.' });
      expect(await admin(prepared, ['create', '--email', 'not an address'])).toMatchObject({ code: 1 });
      expect((await admin(prepared, ['create', '--email', 'admin\u200b@example.test'])).err).toMatch(/invisible or control characters/);
      expect((await admin(prepared, ['create', '--email', 'a@example.test', '--url', 'javascript:alert(1)'])).err).toMatch(/^--url must be/);
      expect((await admin(prepared, ['create', '--email', 'a@example.test', '--role', 'user'])).err).toMatch(/^Unknown argument --role/);
      expect((await admin(prepared, ['promote'])).code).toBe(2);
      expect((await admin(prepared, [])).out).toMatch(/^Usage: npm run admin -- <command>/);
    } finally {
      await prepared.cleanup();
    }
  }, SLOW);

  it('refuses while the demo users exist, and removes them on request; outside sandbox mode the server refuses to start with them', async () => {
    const prepared = await database.preparePersistent();
    let app: FastifyInstance | undefined;
    try {
      // A database a sandbox ran on.
      app = await buildTestApp(prepared, erp.url);
      await app.close();
      app = undefined;
      const refusedStart = production(prepared, erp);
      await expect(refusedStart).rejects.toBeInstanceOf(StartRefusedError);
      await expect(refusedStart).rejects.toThrow(/admin@portal\.test.*Demo-pass-2026[\s\S]*npm run admin -- remove-demo-users/);

      const refused = await admin(prepared, ['create', '--email', 'it@example.test']);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/demo users .* Remove them first: npm run admin -- remove-demo-users$/);

      const removed = await admin(prepared, ['remove-demo-users']);
      expect(removed.code).toBe(0);
      expect(removed.out).toMatch(/^Removed 13 demo users: admin@portal\.test, bulk20k@portal\.test, bulk@portal\.test/);
      expect((await admin(prepared, ['remove-demo-users'])).out).toBe('No demo users were found: nothing was removed.');

      app = await production(prepared, erp);
      const loginAttempt = await app.inject({ method: 'POST', url: '/api/token/login', payload: { login: 'admin@portal.test', password: 'Demo-pass-2026' } });
      expect(loginAttempt.statusCode).toBe(401);
      await app.close();
      app = undefined;
      expect((await admin(prepared, ['create', '--email', 'it@example.test'])).code).toBe(0);
    } finally {
      await app?.close();
      await prepared.cleanup();
    }
  }, SLOW);

  if (database.name === 'pglite') {
    it('says so when the embedded database is in use by another process', async () => {
      const prepared = await database.preparePersistent();
      // Another live process holds the folder (an API server would).
      const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        writeFileSync(`${prepared.env.DATA_DIR}.lock`, `${holder.pid}\n`);
        const busy = await admin(prepared, ['create', '--email', 'it@example.test']);
        expect(busy.code).toBe(1);
        expect(busy.err).toContain(`The embedded database in ${prepared.env.DATA_DIR} is in use by another process (pid ${holder.pid})`);
        await expect(production(prepared, erp)).rejects.toThrow(/is in use by another process/);
        holder.kill();
        await new Promise((resolve) => holder.once('exit', resolve));
        // A lock left by a process that has ended is taken over.
        expect((await admin(prepared, ['create', '--email', 'it@example.test'])).code).toBe(0);
      } finally {
        holder.kill();
        await prepared.cleanup();
      }
    }, SLOW);
  }
});
