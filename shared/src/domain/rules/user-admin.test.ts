import { PERMISSIONS, ROLE_ALLOWED_PERMISSIONS, ROLE_PERMISSIONS, STAFF_PERMISSIONS, USER_ROLES } from '../constants/domain';
import { defaultPermissions, grantableRoles, mayManageUser, permissionsBeyondRole, roleMayHold, ungrantablePermissions } from './user-admin';

const admin = { role: 'admin' as const, permissions: ROLE_PERMISSIONS.admin };
const manager = { role: 'manager' as const, permissions: ROLE_PERMISSIONS.manager };
const staff = { role: 'internal' as const, permissions: ROLE_PERMISSIONS.internal };
const customer = { role: 'user' as const, permissions: ROLE_PERMISSIONS.user };

describe('who manages whom (docs/product/users-and-admin.md#who-manages-whom)', () => {
  it('lets an admin manage everyone', () => {
    for (const target of [admin, manager, staff, customer]) expect(mayManageUser(admin, target)).toBe(true);
  });

  it('lets a manager manage only lower roles whose permissions they hold', () => {
    expect(mayManageUser(manager, customer)).toBe(true);
    expect(mayManageUser(manager, staff)).toBe(true);
    expect(mayManageUser(manager, manager)).toBe(false);
    expect(mayManageUser(manager, admin)).toBe(false);
    expect(mayManageUser(manager, { role: 'user', permissions: ['CanEditSystemConfig'] })).toBe(false);
  });

  it('lets nobody without CanManageUsers manage anyone', () => {
    expect(mayManageUser(staff, customer)).toBe(false);
    expect(mayManageUser({ role: 'admin', permissions: [] }, customer)).toBe(false);
  });

  it('offers an admin every role and anyone else the roles below their own', () => {
    expect(grantableRoles(admin)).toEqual(['admin', 'manager', 'internal', 'user']);
    expect(grantableRoles(manager)).toEqual(['internal', 'user']);
  });

  it('names the added permissions the actor does not hold', () => {
    expect(ungrantablePermissions(manager, [], ['CanMakePayment', 'CanEditSystemConfig'])).toEqual(['CanEditSystemConfig']);
    // Kept, not added: a permission the target already had is no escalation.
    expect(ungrantablePermissions(manager, ['CanEditSystemConfig'], ['CanEditSystemConfig'])).toEqual([]);
  });

  it('gives each role its default permissions in the order of PERMISSIONS', () => {
    expect(defaultPermissions('internal')).toEqual(['CanViewUsers', 'CanImpersonate', 'CanManageRegistrationRequests']);
    expect(defaultPermissions('admin')).toHaveLength(8);
  });
});

describe('which permissions a role may hold (docs/security/roles-and-permissions.md)', () => {
  it('keeps the staff permissions from customers, and system configuration to admins', () => {
    expect(permissionsBeyondRole('user', PERMISSIONS)).toEqual([...STAFF_PERMISSIONS].sort((a, b) => PERMISSIONS.indexOf(a) - PERMISSIONS.indexOf(b)));
    expect(permissionsBeyondRole('internal', PERMISSIONS)).toEqual(['CanEditSystemConfig']);
    expect(permissionsBeyondRole('manager', PERMISSIONS)).toEqual(['CanEditSystemConfig']);
    expect(permissionsBeyondRole('admin', PERMISSIONS)).toEqual([]);
    expect(roleMayHold('user', 'CanMakePayment')).toBe(true);
    expect(roleMayHold('user', 'CanImpersonate')).toBe(false);
  });

  it("holds every role's defaults within what the role may hold", () => {
    for (const role of USER_ROLES) expect(permissionsBeyondRole(role, ROLE_PERMISSIONS[role])).toEqual([]);
    for (const role of USER_ROLES) expect(ROLE_ALLOWED_PERMISSIONS[role]).toEqual(expect.arrayContaining([...ROLE_PERMISSIONS[role]]));
  });
});
