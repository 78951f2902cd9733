import type { AccountTypeId, Permission, UserRole, UserStatus } from '../constants/domain';
import type { Account } from './accounts';

/** One row of GET /api/users (its total is in the x-page-total-items header). */
export interface UserListItem {
  UserId: number;
  Login: string;
  FirstName: string;
  LastName: string;
  Company: string;
  Email: string;
  Status: UserStatus;
  UserRole: UserRole;
  PrimaryAccountTypeId: AccountTypeId;
  /** How many accounts are linked: the Impersonate tick needs at least one. */
  AccountCount: number;
  /** Whether the caller may open the user's edit page (docs/product/users-and-admin.md#who-manages-whom). */
  CanEdit: boolean;
}

/** GET /api/users?status=&profile=&search=&page= */
export interface UsersQuery {
  status?: UserStatus | '';
  /** The role ("profile") filter. */
  profile?: UserRole | '';
  search?: string;
  /** 1-based. */
  page?: number;
}

/** GET /api/users/{userId} */
export interface UserDetail {
  UserId: number;
  Login: string;
  FirstName: string;
  LastName: string;
  Company: string;
  Email: string;
  Status: UserStatus;
  PrimaryAccountTypeId: AccountTypeId;
  UserRole: UserRole;
  Permissions: Permission[];
  CreatedDate: string;
  LastLoginDate: string | null;
  NumLogins: number;
  LastPasswordChange: string | null;
  /** True while the user's invite is out and not yet accepted (only its hash is kept, so no id is shown). */
  InvitePending: boolean;
  /** The user has set a password (an invite or reset link was used): no invite can be sent any more. */
  HasPassword: boolean;
  /** A new e-mail address that waits for its confirmation link (docs/security/account-changes.md); Email stays until then. */
  PendingEmail: string | null;
  Accounts: Account[];
}

/** POST /api/users and PUT /api/users/{UserId}: the user form, plus userProfileId (the edited user, null for a new one). */
export interface UserSaveRequest {
  Login: string;
  FirstName: string;
  LastName: string;
  Company: string;
  Email: string;
  Status: UserStatus;
  PrimaryAccountTypeId: AccountTypeId;
  UserRole: UserRole;
  Permissions: Permission[];
  userProfileId?: number | null;
  /** POST only: false keeps the invite until 'Send invite' on the edit page (docs/product/users-and-admin.md#invites). */
  SendInvite?: boolean;
}
export interface UserSaveResponse {
  Message: string;
  UserId: number;
}


/** GET /api/users/{id}/exclusions and the answer of its PUT. */
export interface ExclusionsResponse {
  /** 'S' saved, 'E' refused with `message`. */
  status: 'S' | 'E';
  message: string;
  accounts: string[];
}

/** GET /api/configuration/getprimaryaccounttypes and getaccounttypes. */
export interface AccountTypeItem {
  AccountTypeId: AccountTypeId;
  AccountTypeValue: string;
}

