import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PRIMARY_ACCOUNT_TYPES, USER_ROLE_LABELS, USER_STATUS_LABELS } from 'shared/server';
import type { ListCursor, UserFilter, UserListRow } from '../../repositories/user-admin-repository';

/** The export's columns: what the list shows, and what an administrator filters a sheet by. */
export const EXPORT_COLUMNS = [
  { header: 'User Id', key: 'login', width: 32 },
  { header: 'First Name', key: 'firstName', width: 18 },
  { header: 'Last Name', key: 'lastName', width: 18 },
  { header: 'Company', key: 'company', width: 28 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'Status', key: 'status', width: 20 },
  { header: 'Profile', key: 'role', width: 12 },
  { header: 'Primary Account Type', key: 'accountType', width: 20 },
  { header: 'Linked Accounts', key: 'accounts', width: 16 },
  { header: 'Created', key: 'created', width: 20 },
  { header: 'Last Login', key: 'lastLogin', width: 20 },
] as const;

const BATCH = 1000;
const accountTypeName = (id: number) => PRIMARY_ACCOUNT_TYPES.find((t) => t.AccountTypeId === id)?.AccountTypeValue ?? String(id);

function rowOf(user: UserListRow) {
  return {
    login: user.login,
    firstName: user.first_name,
    lastName: user.last_name,
    company: user.company,
    email: user.email,
    status: USER_STATUS_LABELS[user.status],
    role: USER_ROLE_LABELS[user.user_role],
    accountType: accountTypeName(user.primary_account_type_id),
    accounts: user.account_count,
    created: new Date(user.created_date),
    lastLogin: user.last_login_date ? new Date(user.last_login_date) : null,
  };
}

/**
 * GET /api/users/export: the filtered list as an .xlsx written by exceljs's streaming writer,
 * batch by batch in list order, so 100,000 users never sit in memory at once. Errors after the
 * first bytes end the stream (the file is then incomplete, and the browser's download fails).
 */
export function exportUsers(app: FastifyInstance, filter: UserFilter, log: FastifyBaseLogger = app.log): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    let cursor: ListCursor | null = null;
    for (;;) {
      const batch = await app.userAdminRepository.batchAfter(filter, cursor, BATCH);
      for (const user of batch) sheet.addRow(rowOf(user)).commit();
      if (batch.length < BATCH) break;
      const last = batch.at(-1)!;
      cursor = { lastName: last.last_name, firstName: last.first_name, userId: last.user_id };
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error }, 'users export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
