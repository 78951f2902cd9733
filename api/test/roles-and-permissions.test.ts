import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PERMISSIONS, ROLE_ALLOWED_PERMISSIONS, USER_REFUSALS, USER_ROLES, type UserDetail } from 'shared/server';
import type { Db } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createPgDatabase } from '../src/db/pg-database';
import { createPgliteDatabase } from '../src/db/pglite-database';
import { migrationsDir } from '../src/paths';
import { createUser, updateUser } from '../src/services/users/save-user';
import { databases } from './helpers/databases';
import { customerForm } from './helpers/user-form';
import { bearer, useApiTest, userId } from './helpers/test-app';

/** docs/security/roles-and-permissions.md: which permissions each role may hold, and who may give them. */
const form = customerForm;

describe.each(databases)('permissions follow roles ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'manager'] });
  const count = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(t.tokens.admin!) })).json<UserDetail>();

  it('refuses a customer holding a staff permission, naming it, whoever asks', async () => {
    const before = await count();
    // The probe's find: a manager made a customer who could act for others and list every user.
    const probe = await t.post('manager', '/api/users', form('probe@example.test', { Permissions: ['CanMakePayment', 'CanImpersonate', 'CanViewUsers'] }));
    expect(probe.statusCode).toBe(400);
    expect(probe.json().Message).toBe(USER_REFUSALS.permissionNotForRole('CanImpersonate', 'user'));
    for (const permission of ['CanViewUsers', 'CanManageUsers', 'CanManageRegistrationRequests', 'CanEditSystemConfig']) {
      const refused = await t.post('admin', '/api/users', form('probe2@example.test', { Permissions: [permission] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toContain(permission);
    }
    expect(await count()).toBe(before);
  });

  it('keeps CanEditSystemConfig to admins', async () => {
    const manager = await t.post('admin', '/api/users', form('cfg.manager@example.test', { UserRole: 'manager', Permissions: ['CanViewUsers', 'CanEditSystemConfig'] }));
    expect(manager.json().Message).toBe(USER_REFUSALS.permissionNotForRole('CanEditSystemConfig', 'manager'));
    const admin = await t.post('admin', '/api/users', form('cfg.admin@example.test', { UserRole: 'admin', Permissions: ['CanEditSystemConfig'] }));
    expect(admin.statusCode).toBe(200);
  });

  it('takes the customer permissions on staff', async () => {
    const staff = await t.post('manager', '/api/users', form('paying.staff@example.test', { UserRole: 'internal', Permissions: ['CanImpersonate', 'CanMakePayment'] }));
    expect(staff.statusCode).toBe(200);
  });

  it("refuses a role change the kept permissions do not fit, and takes one that fits", async () => {
    const id = await userId(t.app, 'staff@portal.test');
    const staff = await detail(id);
    const put = (body: object) => t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(t.tokens.manager!), payload: body });
    const demoted = await put({ ...staff, UserRole: 'user' });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().Message).toBe(USER_REFUSALS.permissionNotForRole('CanViewUsers', 'user'));
    expect((await detail(id)).UserRole).toBe('internal');
    expect((await put({ ...staff, UserRole: 'user', Permissions: ['CanMakePayment'] })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ UserRole: 'user', Permissions: ['CanMakePayment'] });
  });

  it('lets nobody give a permission they lack or a role above their own', async () => {
    const adminRow = (await t.app.usersRepository.findByLogin('admin@portal.test'))!;
    const limitedId = await createUser(t.app, adminRow, form('limited.manager@example.test', { UserRole: 'manager', Permissions: ['CanViewUsers', 'CanManageUsers'] }));
    const limited = (await t.app.usersRepository.findById(limitedId))!;
    await expect(createUser(t.app, limited, form('given@example.test', { UserRole: 'internal', Permissions: ['CanImpersonate'] }))).rejects.toMatchObject({
      statusCode: 403,
      message: USER_REFUSALS.grantPermission('CanImpersonate'),
    });
    await expect(createUser(t.app, limited, form('peer@example.test', { UserRole: 'manager', Permissions: [] }))).rejects.toMatchObject({
      statusCode: 403,
      message: USER_REFUSALS.grantRole,
    });
    const customer = await createUser(t.app, limited, form('plain@example.test', { Permissions: [] }));
    await expect(updateUser(t.app, limited, customer, form('plain@example.test', { Permissions: ['CanMakePayment'] }))).rejects.toMatchObject({
      statusCode: 403,
      message: USER_REFUSALS.grantPermission('CanMakePayment'),
    });
  });
});

const open = (env: Record<string, string>): Promise<Db> => (env.DATABASE_URL ? createPgDatabase(env.DATABASE_URL) : createPgliteDatabase('memory://'));

describe.each(databases)('migration 016 fits the permissions already saved to their roles ($name)', (database) => {
  it("removes from each row what its role may not hold, and says so in the audit log", async () => {
    const prepared = await database.prepare();
    const db = await open(prepared.env);
    try {
      const before = mkdtempSync(path.join(tmpdir(), 'migrations-015-'));
      for (const file of readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql') && f < '016')) {
        copyFileSync(path.join(migrationsDir(), file), path.join(before, file));
      }
      await runMigrations(db, before);
      for (const role of USER_ROLES) {
        await db.query('INSERT INTO users (login, user_role, permissions) VALUES ($1, $2, $3::text[])', [`${role}@fit.test`, role, [...PERMISSIONS]]);
      }
      await runMigrations(db, migrationsDir());
      const { rows } = await db.query<{ login: string; user_role: (typeof USER_ROLES)[number]; permissions: string[] }>(
        "SELECT login, user_role, permissions FROM users WHERE login LIKE '%@fit.test'",
      );
      // The migration's list is shared's ROLE_ALLOWED_PERMISSIONS, in the order the row had them.
      for (const row of rows) expect(row.permissions).toEqual([...ROLE_ALLOWED_PERMISSIONS[row.user_role]]);
      const audit = await db.query<{ detail: { role: string; removed: string[] } }>("SELECT detail FROM audit_log WHERE action = 'permissions_fitted_to_role'");
      expect(Object.fromEntries(audit.rows.map((r) => [r.detail.role, r.detail.removed]))).toEqual({
        user: ['CanEditSystemConfig', 'CanImpersonate', 'CanManageRegistrationRequests', 'CanManageUsers', 'CanViewUsers'],
        manager: ['CanEditSystemConfig'],
        internal: ['CanEditSystemConfig'],
      });
    } finally {
      await db.close();
      await prepared.cleanup();
    }
  });
});
