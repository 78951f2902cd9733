import ExcelJS from 'exceljs';
import { MESSAGES, USER_REFUSALS, type UserDetail, type UserListItem } from 'shared/server';
import { updateUser } from '../src/services/users/save-user';
import { databases } from './helpers/databases';
import { bearer, loginSession, useApiTest, userId } from './helpers/test-app';

const form = (overrides: Record<string, unknown> = {}) => ({
  Login: 'new.user@portal.test',
  FirstName: 'Nia',
  LastName: 'Newman',
  Company: 'Acme Lifts',
  Email: 'new.user@portal.test',
  Status: 'active',
  PrimaryAccountTypeId: 1,
  UserRole: 'user',
  Permissions: ['CanManagePaymentMethods', 'CanMakePayment', 'CanManageOwnSAPAccounts'],
  ...overrides,
});

describe.each(databases)('users administration ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'manager', 'staff', 'soldto'] });
  const as = (who: string) => bearer(t.tokens[who]!);
  const list = (who: string, query = '') => t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: as(who) });

  describe('GET /api/users', () => {
    it('pages the users in name order with the total in x-page-total-items', async () => {
      const response = await list('staff');
      expect(response.statusCode).toBe(200);
      const rows = response.json<UserListItem[]>();
      expect(Number(response.headers['x-page-total-items'])).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(10);
      const names = rows.map((r) => `${r.LastName.toLowerCase()} ${r.FirstName.toLowerCase()}`);
      expect(names).toEqual([...names].sort());
      // Staff see the list but edit nobody; the Impersonate tick needs linked accounts.
      expect(rows.every((r) => !r.CanEdit)).toBe(true);
      expect(rows.find((r) => r.Login === 'staff@portal.test')!.AccountCount).toBe(0);
      expect(rows.find((r) => r.Login === 'soldto@portal.test')!.AccountCount).toBe(2);
    });

    it('searches words of name, e-mail, company and login, and filters by status and profile', async () => {
      const logins = async (query: string) => (await list('admin', query)).json<UserListItem[]>().map((r) => r.Login).sort();
      expect(await logins('?search=sophie')).toEqual(['soldto@portal.test']);
      expect(await logins('?search=MERIDIAN')).toEqual(['payer@portal.test', 'payerall@portal.test']);
      expect(await logins('?search=payerall%40portal')).toEqual(['payerall@portal.test']);
      expect(await logins('?search=lakeside%20loc')).toEqual(['locked@portal.test']);
      expect(await logins('?search=zzzz')).toEqual([]);
      expect(await logins('?status=locked')).toEqual(['locked@portal.test']);
      expect(await logins('?profile=internal')).toEqual(['staff@portal.test']);
      expect(await logins('?status=active&profile=admin')).toEqual(['admin@portal.test']);
      const searched = await list('admin', '?search=lakeside');
      expect(searched.headers['x-page-total-items']).toBe('3');
      expect((await list('admin', '?status=')).statusCode).toBe(200);
    });

    it('answers pages of 50', async () => {
      await t.app.db.query(
        `INSERT INTO users (login, first_name, last_name, company, email)
         SELECT 'pager' || i || '@bulk.test', 'Pager', 'Zz' || lpad(i::text, 3, '0'), 'Paging Co', 'pager' || i || '@bulk.test' FROM generate_series(1, 60) i`,
      );
      const first = await list('admin', '?search=paging');
      const second = await list('admin', '?search=paging&page=2');
      expect(first.headers['x-page-total-items']).toBe('60');
      expect(first.json<UserListItem[]>()).toHaveLength(50);
      expect(second.json<UserListItem[]>().map((r) => r.LastName)).toEqual(['Zz051', 'Zz052', 'Zz053', 'Zz054', 'Zz055', 'Zz056', 'Zz057', 'Zz058', 'Zz059', 'Zz060']);
      const all = await list('admin');
      const { rows } = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(Number(all.headers['x-page-total-items'])).toBe(rows[0]!.n);
      await t.app.db.query("DELETE FROM users WHERE login LIKE 'pager%@bulk.test'");
      expect(Number((await list('admin')).headers['x-page-total-items'])).toBe(rows[0]!.n - 60);
    });

    it('refuses a customer with 403 and the permission it needs', async () => {
      const response = await list('soldto');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: USER_REFUSALS.viewUsers, Message: USER_REFUSALS.viewUsers });
      expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/users/export', () => {
    it('is a real .xlsx of the filtered list, read back with exceljs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/users/export?search=meridian', headers: as('staff') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Users')!;
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1, 9);
      expect(values(1)).toEqual(['User Id', 'First Name', 'Last Name', 'Company', 'Email', 'Status', 'Profile', 'Primary Account Type']);
      expect(values(2)).toEqual(['payer@portal.test', 'Paul', 'Payer', 'Meridian Property Group Inc.', 'payer@portal.test', 'Active', 'User', 'Payer']);
      expect(values(3)).toEqual(['payerall@portal.test', 'Paula', 'Payerall', 'Meridian Property Group Inc.', 'payerall@portal.test', 'Active', 'User', 'Payer - All']);
      expect(sheet.rowCount).toBe(3);
    });

    it('exports every user across batches', async () => {
      await t.app.db.query(
        `INSERT INTO users (login, first_name, last_name, company, email)
         SELECT 'export' || i || '@bulk.test', 'Ex', 'Port' || lpad(i::text, 4, '0'), 'Export Co', 'export' || i || '@bulk.test' FROM generate_series(1, 1205) i`,
      );
      const response = await t.app.inject({ method: 'GET', url: '/api/users/export?search=export', headers: as('admin') });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Users')!;
      expect(sheet.rowCount).toBe(1206);
      expect(sheet.getRow(1206).getCell(3).value).toBe('Port1205');
      await t.app.db.query("DELETE FROM users WHERE login LIKE 'export%@bulk.test'");
    });

    it('refuses a customer', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/export', headers: as('soldto') })).statusCode).toBe(403);
    });
  });

  describe('GET /api/users/{userId}', () => {
    it("answers a user with their linked accounts to CanViewUsers, and one's own to anyone", async () => {
      const id = await userId(t.app, 'soldto@portal.test');
      const response = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: as('staff') });
      expect(response.statusCode).toBe(200);
      const user = response.json<UserDetail>();
      expect(user).toMatchObject({ Login: 'soldto@portal.test', UserRole: 'user', InvitePending: false });
      expect(user.Accounts.map((a) => a.PrimaryAcct)).toEqual(['100100', '100200']);
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: as('soldto') })).statusCode).toBe(200);
    });

    it("refuses another user's details to a customer, and answers 404 for nobody", async () => {
      const other = await userId(t.app, 'payer@portal.test');
      const refused = await t.app.inject({ method: 'GET', url: `/api/users/${other}`, headers: as('soldto') });
      expect(refused.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/999999', headers: as('admin') })).statusCode).toBe(404);
    });
  });

  describe('POST /api/users', () => {
    it('creates the user without a password and puts the invite mail in the outbox', async () => {
      const response = await t.post('admin', '/api/users', form());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Message: MESSAGES.userSaved });
      const created = await t.app.usersRepository.findByLogin('new.user@portal.test');
      expect(created).toMatchObject({ password_hash: null, user_role: 'user', status: 'active' });
      const { rows } = await t.app.db.query<{ kind: string; to_address: string; text_body: string; html_body: string }>(
        "SELECT kind, to_address, text_body, html_body FROM mail_outbox WHERE kind = 'invite' ORDER BY id DESC LIMIT 1",
      );
      expect(rows[0]).toMatchObject({ kind: 'invite', to_address: 'new.user@portal.test' });
      const link = /http:\/\/localhost:8080\/register\/([A-Za-z0-9_-]{43})/.exec(rows[0]!.text_body);
      expect(link).not.toBeNull();
      expect(rows[0]!.html_body).toContain(`href="${link![0]}"`);
      // Stored only as a hash: the raw token is in the mail and nowhere in the table.
      const tokens = await t.app.db.query<{ token_hash: string }>("SELECT token_hash FROM one_time_tokens WHERE kind = 'invite' AND user_id = $1", [created!.user_id]);
      expect(tokens.rows).toHaveLength(1);
      expect(tokens.rows[0]!.token_hash).not.toBe(link![1]);
      expect((await t.app.oneTimeTokens.peek('invite', link![1]!))?.user_id).toBe(created!.user_id);
      const detail = await t.app.inject({ method: 'GET', url: `/api/users/${created!.user_id}`, headers: as('admin') });
      expect(detail.json<UserDetail>().InvitePending).toBe(true);
    });

    it('answers each form message of the shared schema', async () => {
      const response = await t.post('admin', '/api/users', form({ FirstName: ' ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ Message: 'First Name Required' });
      expect((await t.post('admin', '/api/users', form({ Email: 'nope' }))).json().Message).toBe('Email Required');
      expect((await t.post('admin', '/api/users', form({ PrimaryAccountTypeId: null }))).json().Message).toBe('Primary Account Type Required');
    });

    it('refuses an e-mail address or login already in use, regardless of case', async () => {
      const taken = await t.post('admin', '/api/users', form({ Login: 'someone.else@portal.test', Email: 'SOLDTO@portal.test' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().Message).toBe(USER_REFUSALS.emailInUse);
      const login = await t.post('admin', '/api/users', form({ Login: 'Payer@Portal.test', Email: 'fresh@portal.test' }));
      expect(login.json().Message).toBe(USER_REFUSALS.loginInUse);
    });

    it("refuses without CanManageUsers, and refuses a role or permission beyond the actor's own", async () => {
      const before = (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
      const staff = await t.post('staff', '/api/users', form({ Login: 'x1@portal.test', Email: 'x1@portal.test' }));
      expect(staff.statusCode).toBe(403);
      expect(staff.json().Message).toBe(USER_REFUSALS.manageUsers);
      const admin = await t.post('manager', '/api/users', form({ Login: 'x2@portal.test', Email: 'x2@portal.test', UserRole: 'admin' }));
      expect(admin.statusCode).toBe(403);
      expect(admin.json().Message).toBe(USER_REFUSALS.grantRole);
      // No role a manager may give holds CanEditSystemConfig (docs/security/roles-and-permissions.md).
      const config = await t.post('manager', '/api/users', form({ Login: 'x3@portal.test', Email: 'x3@portal.test', Permissions: ['CanEditSystemConfig'] }));
      expect(config.json().Message).toBe(USER_REFUSALS.permissionNotForRole('CanEditSystemConfig', 'user'));
      expect((await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n).toBe(before);
      expect((await t.post('manager', '/api/users', form({ Login: 'x4@portal.test', Email: 'x4@portal.test' }))).statusCode).toBe(200);
    });
  });

  describe('PUT and DELETE /api/users/{UserId}', () => {
    const put = (who: string, id: number, body: object) => t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: as(who), payload: body });
    const del = (who: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: as(who) });
    const detail = async (login: string) => {
      const id = await userId(t.app, login);
      return (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: as('admin') })).json<UserDetail>();
    };

    it('saves a change of the form', async () => {
      const user = await detail('viewer@portal.test');
      const response = await put('manager', user.UserId, { ...user, Company: 'Lakeside Clinic', Permissions: [...user.Permissions, 'CanMakePayment'] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Message: 'User Saved', UserId: user.UserId });
      expect(await detail('viewer@portal.test')).toMatchObject({ Company: 'Lakeside Clinic', Permissions: expect.arrayContaining(['CanMakePayment']) });
    });

    it('refuses a manager on an admin or another manager, and escalation', async () => {
      const admin = await detail('admin@portal.test');
      const refused = await put('manager', admin.UserId, { ...admin, Company: 'Taken over' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(USER_REFUSALS.notManageable);
      expect((await del('manager', admin.UserId)).statusCode).toBe(403);
      const customer = await detail('jp@portal.test');
      expect((await put('manager', customer.UserId, { ...customer, UserRole: 'admin' })).json().Message).toBe(USER_REFUSALS.grantRole);
      expect((await put('staff', customer.UserId, { ...customer, Company: 'x' })).statusCode).toBe(403);
      expect((await detail('jp@portal.test')).UserRole).toBe('user');
    });

    it('refuses deleting, locking or demoting oneself', async () => {
      const admin = await detail('admin@portal.test');
      expect((await del('admin', admin.UserId)).json().Message).toBe(USER_REFUSALS.deleteSelf);
      expect((await put('admin', admin.UserId, { ...admin, Status: 'locked' })).json().Message).toBe(USER_REFUSALS.lockSelf);
      const managerPermissions = admin.Permissions.filter((p) => p !== 'CanEditSystemConfig');
      expect((await put('admin', admin.UserId, { ...admin, UserRole: 'manager', Permissions: managerPermissions })).json().Message).toBe(USER_REFUSALS.demoteSelf);
      const fewer = admin.Permissions.filter((p) => p !== 'CanEditSystemConfig');
      expect((await put('admin', admin.UserId, { ...admin, Permissions: fewer })).statusCode).toBe(403);
      expect(await detail('admin@portal.test')).toMatchObject({ Status: 'active', UserRole: 'admin' });
    });

    it('keeps the last active admin, even when two admins demote each other at once', async () => {
      expect((await t.post('admin', '/api/users', form({ Login: 'second.admin@portal.test', Email: 'second.admin@portal.test', UserRole: 'admin', Permissions: ['CanManageUsers', 'CanViewUsers'] }))).statusCode).toBe(200);
      const second = await t.app.usersRepository.findByLogin('second.admin@portal.test');
      const first = await t.app.usersRepository.findById(await userId(t.app, 'admin@portal.test'));
      // The first admin demotes the second; the second's request was checked before that (its row as it was then).
      const demoted = await put('admin', second!.user_id, { ...(await detail('second.admin@portal.test')), UserRole: 'user', Permissions: [] });
      expect(demoted.statusCode).toBe(200);
      const firstForm = await detail('admin@portal.test');
      await expect(updateUser(t.app, second!, first!.user_id, { ...firstForm, UserRole: 'user', Permissions: [] })).rejects.toMatchObject({
        statusCode: 409,
        message: USER_REFUSALS.lastAdmin,
      });
      expect(await detail('admin@portal.test')).toMatchObject({ UserRole: 'admin', Status: 'active' });
    });

    it("ends a locked user's sessions at once, and a deleted user's", async () => {
      const session = await loginSession(t.app, 'noecheck@portal.test');
      const ask = () => t.app.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(session.token), payload: {} });
      expect((await ask()).statusCode).toBe(200);
      const user = await detail('noecheck@portal.test');
      expect((await put('admin', user.UserId, { ...user, Status: 'locked' })).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(401);
      const refresh = await t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken: session.refreshToken } });
      expect(refresh.statusCode).toBe(401);

      const other = await loginSession(t.app, 'x4@portal.test').catch(() => null);
      expect(other).toBeNull(); // invited, no password yet
      const jp = await loginSession(t.app, 'jp@portal.test');
      const jpId = await userId(t.app, 'jp@portal.test');
      expect((await del('admin', jpId)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/token/getuseraccounts', headers: bearer(jp.token), payload: {} })).statusCode).toBe(401);
      expect(await t.app.usersRepository.findById(jpId)).toBeNull();
      const { rows } = await t.app.db.query<{ action: string }>("SELECT action FROM audit_log WHERE action IN ('user_deleted', 'user_updated') ORDER BY id");
      expect(rows.map((r) => r.action)).toContain('user_deleted');
    });

    it('answers 404 for an unknown user', async () => {
      expect((await del('admin', 999_999)).statusCode).toBe(404);
    });
  });
});
