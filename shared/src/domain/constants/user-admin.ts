import type { AccountTypeId, Permission, UserRole } from './domain';

/** docs/product/users-and-admin.md#users-list: 50 users a page, the search asks 400 ms after the last key. */
export const USERS_PAGE_SIZE = 50;
export const USERS_SEARCH_DEBOUNCE_MS = 400;
/** The header that carries the list's total. */
export const USERS_TOTAL_HEADER = 'x-page-total-items';
/** Longest search text the list takes (a name, an address). */
export const USERS_SEARCH_MAX = 100;

/** Primary account types (GET /api/configuration/getprimaryaccounttypes), in the ERP's words. */
export const PRIMARY_ACCOUNT_TYPES: readonly { AccountTypeId: AccountTypeId; AccountTypeValue: string }[] = [
  { AccountTypeId: 1, AccountTypeValue: 'Sold To' },
  { AccountTypeId: 2, AccountTypeValue: 'Payer' },
  { AccountTypeId: 3, AccountTypeValue: 'Payer - All' },
];

/** How the list and the form name the statuses and roles. */
export const USER_STATUS_LABELS = {
  active: 'Active',
  deactive: 'Deactive',
  locked: 'Locked',
  'waiting-confirmation': 'Waiting Confirmation',
} as const;
/**
 * How the user form names the permissions; the code name shows as its hint
 * (docs/product/users-and-admin.md#permissions).
 */
export const PERMISSION_LABELS: Record<Permission, string> = {
  CanManagePaymentMethods: 'Manage payment methods',
  CanEditSystemConfig: 'Edit the system configuration',
  CanViewUsers: 'View users',
  CanManageUsers: 'Manage users',
  CanImpersonate: 'Act for customers (impersonate)',
  CanManageRegistrationRequests: 'Manage registration requests',
  CanMakePayment: 'Make payments',
  CanManageOwnSAPAccounts: 'Manage own billing accounts',
};

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  internal: 'Internal',
  user: 'User',
};

/**
 * What the API server refuses on the users pages, and why: the page shows the text as it comes
 * (docs/product/users-and-admin.md#refusals). The specification words none of them.
 */
export const USER_REFUSALS = {
  viewUsers: 'You need the CanViewUsers permission to see other users.',
  manageUsers: 'You need the CanManageUsers permission to add, change or delete users.',
  impersonate: 'You need the CanImpersonate permission to impersonate users.',
  registrationRequests: 'You need the CanManageRegistrationRequests or CanManageUsers permission to read registration requests.',
  notManageable: 'You may not change this user: their role or permissions go beyond your own.',
  grantRole: 'You may not give a role above your own.',
  grantPermission: (permission: string): string => `You may not grant ${permission}: you do not hold it yourself.`,
  /** docs/security/roles-and-permissions.md: the role decides which permissions a user may hold at all. */
  permissionNotForRole: (permission: string, role: UserRole): string =>
    `A user with the ${USER_ROLE_LABELS[role]} role cannot hold ${permission}.`,
  deleteSelf: 'You cannot delete yourself.',
  lockSelf: 'You cannot lock or deactivate yourself.',
  demoteSelf: 'You cannot lower your own role or remove your own permissions.',
  lastAdmin: 'This is the last active admin: the portal needs at least one.',
  emailInUse: 'This e-mail address is already in use.',
  loginInUse: 'This User Id is already in use.',
  unknownUser: 'User not found.',
  unknownRequest: 'Registration request not found.',
  requestCompleted: 'This registration request is already completed.',
  exclusionEmpty: 'An excluded account number cannot be empty.',
  exclusionInvalid: 'An excluded account number may hold letters and digits only.',
  /** docs/product/users-and-admin.md#exclusion-list: only the sold-tos of the user's own payer accounts. */
  exclusionNotOwn: (number: string): string =>
    `${number} is not a sold-to of this user's payer accounts: only their own sold-tos can be excluded.`,
  noAccounts: 'This user has no linked accounts to view.',
  /** docs/product/users-and-admin.md#invites: an invite is for a user who has not set a password yet. */
  alreadyRegistered: 'This user has already set a password: an invite is not needed.',
} as const;
