import { ROLE_PERMISSIONS, useSessionStore, type Permission, type UserAccountsResponse, type UserRole } from 'shared';

export function makeUser(role: UserRole = 'user', permissions?: Permission[]): UserAccountsResponse {
  return {
    UserId: 7,
    Login: 'soldto@portal.test',
    FirstName: 'Sam',
    LastName: 'Soldto',
    Email: 'soldto@portal.test',
    Company: 'Harborview Tower',
    UserRole: role,
    Status: 'active',
    Permissions: permissions ?? [...ROLE_PERMISSIONS[role]],
    PrimaryAccountTypeId: 1,
  };
}

/** A logged-in user of `role` (its default permissions unless given). */
export function signIn(role: UserRole = 'user', permissions?: Permission[]) {
  useSessionStore.setState({
    token: 'token-1',
    refreshToken: 'refresh-1',
    isLoggedIn: true,
    user: makeUser(role, permissions),
    payers: [],
    selectedAccount: null,
    impersonatedUserId: null,
  });
}
