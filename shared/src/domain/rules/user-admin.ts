import { PERMISSIONS, ROLE_ALLOWED_PERMISSIONS, ROLE_PERMISSIONS, type Permission, type UserRole } from '../constants/domain';

/** Higher manages lower: a manager can make internal staff and customers, never an admin. */
export const ROLE_RANK: Record<UserRole, number> = { admin: 3, manager: 2, internal: 1, user: 0 };

/** Who acts and who is acted on, as far as these rules need them. */
export interface RoleHolder {
  role: UserRole;
  permissions: readonly string[];
}

/**
 * Whether `actor` may change or delete `target` (docs/product/users-and-admin.md#who-manages-whom):
 * an admin manages everyone; anyone else with CanManageUsers only users of a lower role whose
 * permissions they hold themselves.
 */
export function mayManageUser(actor: RoleHolder, target: RoleHolder): boolean {
  if (!actor.permissions.includes('CanManageUsers')) return false;
  if (actor.role === 'admin') return true;
  return ROLE_RANK[target.role] < ROLE_RANK[actor.role] && target.permissions.every((p) => actor.permissions.includes(p));
}

/** The roles `actor` may give: an admin any, anyone else those below their own (the users they may then manage). */
export function grantableRoles(actor: RoleHolder): UserRole[] {
  return (Object.keys(ROLE_RANK) as UserRole[]).filter((role) => actor.role === 'admin' || ROLE_RANK[role] < ROLE_RANK[actor.role]);
}

/** The permissions of `next` that `previous` did not have and `actor` does not hold: a save adding them is refused. */
export function ungrantablePermissions(actor: RoleHolder, previous: readonly string[], next: readonly string[]): string[] {
  return next.filter((p) => !previous.includes(p) && !actor.permissions.includes(p));
}

/** Whether a user of `role` may hold `permission` at all (docs/security/roles-and-permissions.md). */
export const roleMayHold = (role: UserRole, permission: string): boolean =>
  (ROLE_ALLOWED_PERMISSIONS[role] as readonly string[]).includes(permission);

/** The permissions of `permissions` that a user of `role` may not hold: a save with any of them is refused. */
export const permissionsBeyondRole = (role: UserRole, permissions: readonly string[]): string[] =>
  permissions.filter((permission) => !roleMayHold(role, permission));

/** The role's default permissions in the order of PERMISSIONS (the form shows them so). */
export function defaultPermissions(role: UserRole): Permission[] {
  return PERMISSIONS.filter((p) => ROLE_PERMISSIONS[role].includes(p));
}

/** An excluded account number: letters and digits, as the ERP numbers accounts. */
export const EXCLUSION_PATTERN = /^[A-Za-z0-9]+$/;
