import { ROLE_PERMISSIONS, useSessionStore, type HeaderItem, type Permission, type UserAccountsResponse, type UserRole } from '..';

export interface SignInOptions {
  /** 'user' (a customer) unless given. */
  role?: UserRole;
  /** The role's permissions (ROLE_PERMISSIONS) unless given. */
  permissions?: readonly Permission[];
  /** Any other field of the user (UserId, names, PrimaryAccountTypeId ...). */
  user?: Partial<UserAccountsResponse>;
  /** The primary accounts (HeaderItems): a customer has its sold-to 100100 unless given, staff none. */
  accounts?: HeaderItem[];
  /** The chosen account; the first one unless given. */
  selectedAccount?: string | null;
  /** Staff acting for this user (docs/product/users-and-admin.md#permissions). */
  impersonatedUserId?: number | null;
  /**
   * The session as a reload finds it: only what sessionStorage keeps (the tokens, the chosen
   * account, the impersonation), with the profile and the accounts still to load.
   */
  afterReload?: boolean;
}

/** The sold-to the demo customer signs in with (docs/demo-data.md). */
export const testAccount = (PrimaryAcct = '100100', extra: Partial<HeaderItem> = {}): HeaderItem => ({
  AccountId: 1,
  PrimaryAcct,
  Name: 'Harborview Tower Management LLC',
  CompanyCode: '1000',
  SalesOrganization: '1000',
  DistributionChannel: '10',
  Division: '00',
  AccountTypeId: 1,
  DropDownItems: [],
  ...extra,
});

/** A user of `role` with its permissions (or those given) and any field overridden. */
export function testUser(role: UserRole = 'user', permissions?: readonly Permission[], extra: Partial<UserAccountsResponse> = {}): UserAccountsResponse {
  return {
    UserId: 7,
    Login: `${role}@portal.test`,
    FirstName: 'Sam',
    LastName: 'Soldto',
    Email: `${role}@portal.test`,
    Company: 'Harborview Tower',
    UserRole: role,
    Status: 'active',
    Permissions: [...(permissions ?? ROLE_PERMISSIONS[role])],
    PrimaryAccountTypeId: 1,
    ...extra,
  };
}

/**
 * The one sign-in of the unit tests of the shell and the remotes: the shared session store as the
 * shell leaves it after a login (tokens, the user, its accounts, the chosen account). Returns the
 * user (the one a reload is still to load, with `afterReload`).
 */
export function signIn(options: SignInOptions = {}): UserAccountsResponse {
  const role = options.role ?? 'user';
  const accounts = options.accounts ?? (role === 'user' ? [testAccount()] : []);
  const user = testUser(role, options.permissions, {
    PrimaryAccountTypeId: accounts[0]?.AccountTypeId ?? 1,
    ...options.user,
  });
  useSessionStore.setState({
    token: 'token-1',
    refreshToken: 'refresh-1',
    isLoggedIn: true,
    user: options.afterReload ? null : user,
    payers: options.afterReload ? [] : accounts,
    selectedAccount: options.selectedAccount !== undefined ? options.selectedAccount : options.afterReload ? null : (accounts[0]?.PrimaryAcct ?? null),
    impersonatedUserId: options.impersonatedUserId ?? null,
  });
  return user;
}
