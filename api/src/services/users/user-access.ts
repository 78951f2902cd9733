import type { Permission } from 'shared/server';
import { USER_REFUSALS, mayManageUser } from 'shared/server';
import { userRefusal } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';

/** A users-page permission the caller must hold: 403 with the permission's name before anything is read or written. */
export function assertPermission(caller: UserRow, permission: Permission): void {
  if (caller.status === 'active' && caller.permissions.includes(permission)) return;
  const text =
    permission === 'CanViewUsers'
      ? USER_REFUSALS.viewUsers
      : permission === 'CanImpersonate'
        ? USER_REFUSALS.impersonate
        : USER_REFUSALS.manageUsers;
  throw userRefusal(403, text, 'forbidden');
}

export const roleHolder = (user: Pick<UserRow, 'user_role' | 'permissions'>) => ({ role: user.user_role, permissions: user.permissions });

/** The caller may change `target` (docs/product/users-and-admin.md#who-manages-whom), else 403. */
export function assertMayManage(caller: UserRow, target: UserRow): void {
  assertPermission(caller, 'CanManageUsers');
  if (caller.user_id !== target.user_id && !mayManageUser(roleHolder(caller), roleHolder(target))) {
    throw userRefusal(403, USER_REFUSALS.notManageable, 'not_manageable');
  }
}

/** A user's own data, or anyone's with CanViewUsers. */
export function assertMayRead(caller: UserRow, userId: number): void {
  if (caller.user_id !== userId) assertPermission(caller, 'CanViewUsers');
}
