import type { UserDetail, UserListItem } from 'shared/server';
import { mayManageUser } from 'shared/server';
import type { AccountRow } from '../../repositories/accounts-repository';
import type { UserListRow } from '../../repositories/user-admin-repository';
import type { UserRow } from '../../repositories/users-repository';
import { roleHolder } from './user-access';
import { toAccount } from '../accounts/linked-accounts';

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

/** A list row as GET /api/users answers it; CanEdit says whether the caller may open its edit page. */
export function toListItem(row: UserListRow, caller: UserRow): UserListItem {
  return {
    UserId: row.user_id,
    Login: row.login,
    FirstName: row.first_name,
    LastName: row.last_name,
    Company: row.company,
    Email: row.email,
    Status: row.status,
    UserRole: row.user_role,
    PrimaryAccountTypeId: row.primary_account_type_id,
    AccountCount: row.account_count,
    CanEdit: row.user_id === caller.user_id ? caller.permissions.includes('CanManageUsers') : mayManageUser(roleHolder(caller), roleHolder(row)),
  };
}


export function toDetail(user: UserRow, accounts: AccountRow[], invitePending: boolean, pendingEmail: string | null): UserDetail {
  return {
    UserId: user.user_id,
    Login: user.login,
    FirstName: user.first_name,
    LastName: user.last_name,
    Company: user.company,
    Email: user.email,
    Status: user.status,
    PrimaryAccountTypeId: user.primary_account_type_id,
    UserRole: user.user_role,
    Permissions: user.permissions,
    CreatedDate: iso(user.created_date)!,
    LastLoginDate: iso(user.last_login_date),
    NumLogins: user.num_logins,
    LastPasswordChange: iso(user.last_password_change),
    InvitePending: invitePending,
    HasPassword: user.password_hash !== null,
    PendingEmail: pendingEmail,
    Accounts: accounts.map(toAccount),
  };
}
