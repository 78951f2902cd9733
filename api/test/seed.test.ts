import type { FastifyInstance } from 'fastify';
import { ROLE_PERMISSIONS } from 'shared/server';
import { DEMO_USERS } from '../src/seed/demo-users';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { buildTestApp, login, TEST_JWT_SECRET } from './helpers/test-app';

interface AccountLine {
  login: string;
  primary_acct: string;
  account_type_id: number;
  name: string;
  company_code: string;
  sales_organization: string;
}

const accountLines = async (app: FastifyInstance) =>
  (
    await app.db.query<AccountLine>(
      `SELECT u.login, a.primary_acct, a.account_type_id, a.name, a.company_code, a.sales_organization
         FROM accounts a JOIN users u ON u.user_id = a.user_id ORDER BY u.login, a.primary_acct`,
    )
  ).rows;

describe.each(databases)('seed ($name)', (database) => {
  let erp: FakeErp;

  beforeAll(async () => {
    erp = await startFakeErp();
  });
  afterAll(async () => {
    await erp?.close();
  });

  describe('in sandbox mode', () => {
    let prepared: PreparedDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      prepared = await database.prepare();
      app = await buildTestApp(prepared, erp.url);
    });
    afterAll(async () => {
      await app?.close();
      await prepared?.cleanup();
    });

    it('creates the demo users of docs/demo-data.md with their roles, statuses and permissions', async () => {
      const { rows } = await app.db.query<{ login: string; user_role: string; status: string; permissions: string[] }>(
        'SELECT login, user_role, status, permissions FROM users ORDER BY user_id',
      );
      expect(rows.map((r) => r.login)).toEqual(DEMO_USERS.map((u) => u.login));
      const byLogin = new Map(rows.map((r) => [r.login, r]));
      expect(byLogin.get('admin@portal.test')).toMatchObject({ user_role: 'admin', permissions: [...ROLE_PERMISSIONS.admin] });
      expect(byLogin.get('staff@portal.test')).toMatchObject({ user_role: 'internal' });
      expect(byLogin.get('viewer@portal.test')!.permissions).not.toContain('CanMakePayment');
      expect(byLogin.get('soldto@portal.test')!.permissions).toContain('CanMakePayment');
      expect(byLogin.get('pending@portal.test')!.status).toBe('waiting-confirmation');
      expect(byLogin.get('locked@portal.test')!.status).toBe('locked');
    });

    it('links the accounts with master data from the ERP', async () => {
      const lines = await accountLines(app);
      const of = (login: string) => lines.filter((l) => l.login === login).map((l) => [l.primary_acct, l.account_type_id, l.company_code]);
      expect(of('soldto@portal.test')).toEqual([['100100', 1, '1000'], ['100200', 1, '1100']]);
      expect(of('payer@portal.test')).toEqual([['200100', 2, '1000']]);
      expect(of('payerall@portal.test')).toEqual([['200100', 3, '1000']]);
      expect(of('staff@portal.test')).toEqual([]);
      expect(of('noecheck@portal.test')).toEqual([['300100', 1, '0020']]);
      expect(of('jp@portal.test')).toEqual([['400100', 1, 'JP01']]);
      expect(of('bulk@portal.test')).toEqual([['900100', 2, '2000']]);
      expect(lines.find((l) => l.primary_acct === '100100')!.name).toBe('Fake Harborview Tower');
      const { rows } = await app.db.query<{ account_number: string }>(
        "SELECT e.account_number FROM exclusions e JOIN users u USING (user_id) WHERE u.login = 'payerall@portal.test'",
      );
      expect(rows.map((r) => r.account_number)).toEqual(['100500']);
    });

    it('lets every active demo user log in with the demo password', async () => {
      expect((await login(app, 'bulk@portal.test')).status).toBe('active');
    });

    it('writes the default system configuration', async () => {
      const config = await app.systemConfigRepository.get();
      expect(config).toMatchObject({ ApplicationUrl: 'http://localhost:8080', SmtpAddress: '127.0.0.1', SmtpPort: 2525 });
      expect(config.CcpdfUrl).toContain(erp.url);
    });
  });

  it('is idempotent: a restart adds nothing and keeps changes', async () => {
    const prepared = await database.preparePersistent();
    try {
      const first = await buildTestApp(prepared, erp.url);
      await first.db.query("UPDATE users SET first_name = 'Changed' WHERE login = 'admin@portal.test'");
      const before = await accountLines(first);
      await first.close();
      const again = await buildTestApp(prepared, erp.url);
      try {
        const { rows } = await again.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
        expect(rows[0]!.n).toBe(DEMO_USERS.length);
        expect(await accountLines(again)).toEqual(before);
        expect((await again.usersRepository.findByLogin('admin@portal.test'))!.first_name).toBe('Changed');
      } finally {
        await again.close();
      }
    } finally {
      await prepared.cleanup();
    }
  });

  it('falls back to the built-in account table when the ERP does not answer', async () => {
    const prepared = await database.prepare();
    erp.setDown(true);
    const app = await buildTestApp(prepared, erp.url);
    erp.setDown(false);
    try {
      const lines = await accountLines(app);
      const soldTo = lines.filter((l) => l.login === 'soldto@portal.test');
      expect(soldTo.map((l) => [l.primary_acct, l.company_code, l.sales_organization])).toEqual([
        ['100100', '1000', '1000'],
        ['100200', '1100', '1100'],
      ]);
      expect(soldTo[0]!.name).toBe('Harborview Tower Management LLC');
      expect(lines.find((l) => l.login === 'jp@portal.test')!.company_code).toBe('JP01');
    } finally {
      await app.close();
      await prepared.cleanup();
    }
  });

  it('seeds nothing outside sandbox mode (but still writes the configuration)', async () => {
    const prepared = await database.prepare();
    const app = await buildTestApp(prepared, erp.url, { SANDBOX_MODE: 'false', JWT_SECRET: TEST_JWT_SECRET });
    try {
      const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0]!.n).toBe(0);
      expect((await app.systemConfigRepository.get()).CompanyName).toEqual(expect.any(String));
      const secrets = await app.db.query('SELECT name FROM app_secrets');
      expect(secrets.rows).toHaveLength(0);
    } finally {
      await app.close();
      await prepared.cleanup();
    }
  });
});
