import { Type, type Static } from 'typebox';
import { PERMISSIONS, USER_ROLES, USER_STATUSES } from '../../constants/domain';
import { USERS_SEARCH_MAX } from '../../constants/user-admin';
import { USER_FIELD_MAX } from '../../schemas/user';
import { AccountTypeIdSchema, IdSchema } from './common';
import { AccountSchema } from './linked-accounts';

/** A user id in a path. */
export const UserIdParamsSchema = Type.Object({ userId: IdSchema() });

/** GET /api/users and its export: '' means no filter (the page sends the empty choice as it is). */
export const UsersQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum([...USER_STATUSES, ''])),
  /** The role ("profile") filter. */
  profile: Type.Optional(Type.Enum([...USER_ROLES, ''])),
  search: Type.Optional(Type.String({ maxLength: USERS_SEARCH_MAX })),
  /** 1-based. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});

/** One row of GET /api/users (its total is in the x-page-total-items header). */
export const UserListItemSchema = Type.Object({
  UserId: Type.Integer(),
  Login: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Company: Type.String(),
  Email: Type.String(),
  Status: Type.Enum(USER_STATUSES),
  UserRole: Type.Enum(USER_ROLES),
  PrimaryAccountTypeId: AccountTypeIdSchema,
  /** How many accounts are linked: the Impersonate tick needs at least one. */
  AccountCount: Type.Integer(),
  /** Whether the caller may open the user's edit page (docs/product/users-and-admin.md#who-manages-whom). */
  CanEdit: Type.Boolean(),
});

export const UserListSchema = Type.Array(UserListItemSchema);

/** GET /api/users/export: users.xlsx, streamed. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XlsxSchema = Type.Unsafe<Blob>({ type: 'string', format: 'binary', description: XLSX_TYPE });

/** GET /api/users/{userId} */
export const UserDetailSchema = Type.Object({
  UserId: Type.Integer(),
  Login: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Company: Type.String(),
  Email: Type.String(),
  Status: Type.Enum(USER_STATUSES),
  PrimaryAccountTypeId: AccountTypeIdSchema,
  UserRole: Type.Enum(USER_ROLES),
  Permissions: Type.Array(Type.Enum(PERMISSIONS)),
  CreatedDate: Type.String(),
  LastLoginDate: Type.Union([Type.String(), Type.Null()]),
  NumLogins: Type.Integer(),
  LastPasswordChange: Type.Union([Type.String(), Type.Null()]),
  /** True while the user's invite is out and not yet accepted (only its hash is kept, so no id is shown). */
  InvitePending: Type.Boolean(),
  /** The user has set a password (an invite or reset link was used): no invite can be sent any more. */
  HasPassword: Type.Boolean(),
  /** A new e-mail address that waits for its confirmation link (docs/security/account-changes.md); Email stays until then. */
  PendingEmail: Type.Union([Type.String(), Type.Null()]),
  Accounts: Type.Array(AccountSchema),
});

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
/**
 * POST /api/users and PUT /api/users/{UserId}: the user form, plus userProfileId (the edited user,
 * null for a new one). Types and lengths are checked here (400); the form's own rules and messages
 * are shared's userFormSchema, which the service applies, so a blank field gets the page's message
 * rather than a schema error.
 */
export const UserSaveBodySchema = Type.Object({
  Login: text(USER_FIELD_MAX.Login),
  FirstName: text(USER_FIELD_MAX.FirstName),
  LastName: text(USER_FIELD_MAX.LastName),
  Company: text(USER_FIELD_MAX.Company),
  Email: text(USER_FIELD_MAX.Email),
  Status: Type.Optional(Type.String({ maxLength: 40 })),
  PrimaryAccountTypeId: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Null()])),
  UserRole: Type.Optional(Type.String({ maxLength: 40 })),
  Permissions: Type.Optional(Type.Array(Type.Enum(PERMISSIONS), { maxItems: PERMISSIONS.length, uniqueItems: true })),
  userProfileId: Type.Optional(Type.Union([IdSchema(), Type.Null()])),
  /** POST only: false keeps the invite until 'Send invite' on the edit page (docs/product/users-and-admin.md#invites). */
  SendInvite: Type.Optional(Type.Boolean()),
});

export const UserSaveResponseSchema = Type.Object({ Message: Type.String(), UserId: Type.Integer() });
/** What a user call did, in `Message` like the saves: a delete, an invite, a cancelled change of address. */
export const UserMessageResponseSchema = Type.Object({ Message: Type.String() });

/** PUT /api/users/{id}/exclusions: the whole list of account numbers. Entries are checked by shared's exclusion rules. */
export const ExclusionsBodySchema = Type.Array(Type.String({ maxLength: 40 }), { maxItems: 500 });
/** GET /api/users/{id}/exclusions and the answer of its PUT. */
export const ExclusionsResponseSchema = Type.Object({
  /** 'S' saved, 'E' refused with `message`. */
  status: Type.Enum(['S', 'E']),
  message: Type.String(),
  accounts: Type.Array(Type.String()),
});

/** GET /api/configuration/getprimaryaccounttypes and getaccounttypes. */
export const AccountTypeItemSchema = Type.Object({ AccountTypeId: AccountTypeIdSchema, AccountTypeValue: Type.String() });
export const AccountTypesResponseSchema = Type.Array(AccountTypeItemSchema);

/** How many sessions a call ended (POST /api/users/{userId}/sessions/end). */
export const UserSessionsEndedSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });

export type UsersQuery = Static<typeof UsersQuerySchema>;
export type UserListItem = Static<typeof UserListItemSchema>;
export type UserDetail = Static<typeof UserDetailSchema>;
export type UserSaveRequest = Static<typeof UserSaveBodySchema>;
export type UserSaveResponse = Static<typeof UserSaveResponseSchema>;
export type ExclusionsResponse = Static<typeof ExclusionsResponseSchema>;
export type AccountTypeItem = Static<typeof AccountTypeItemSchema>;
