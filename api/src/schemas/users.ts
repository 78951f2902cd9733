import { Type } from 'typebox';
import { ACCOUNT_TYPES, PERMISSIONS, USER_FIELD_MAX, USER_ROLES, USER_STATUSES, USERS_SEARCH_MAX } from 'shared/server';
import { AccountSchema } from './accounts';

const AccountTypeIdSchema = Type.Enum([ACCOUNT_TYPES.SoldTo, ACCOUNT_TYPES.Payer, ACCOUNT_TYPES.PayerAll]);
const MAX_ID = 2_147_483_647;

/** A user id in a path: PostgreSQL's integer range. */
export const UserIdParamsSchema = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
export const RequestIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

/** GET /api/users and its export: '' means no filter (the page sends the empty choice as it is). */
export const UsersQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum([...USER_STATUSES, ''])),
  profile: Type.Optional(Type.Enum([...USER_ROLES, ''])),
  search: Type.Optional(Type.String({ maxLength: USERS_SEARCH_MAX })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});

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
  AccountCount: Type.Integer(),
  CanEdit: Type.Boolean(),
});

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
  InvitePending: Type.Boolean(),
  HasPassword: Type.Boolean(),
  PendingEmail: Type.Union([Type.String(), Type.Null()]),
  Accounts: Type.Array(AccountSchema),
});

/**
 * The user form's body. Types and lengths are checked here (400); the form's own rules and
 * messages are shared's userFormSchema, which the service applies, so a blank field gets the
 * page's message rather than a schema error.
 */
const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
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
  userProfileId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.Null()])),
  SendInvite: Type.Optional(Type.Boolean()),
});

export const UserSaveResponseSchema = Type.Object({ Message: Type.String(), UserId: Type.Integer() });
export const UserDeleteResponseSchema = Type.Object({ Message: Type.String() });
/** DELETE /api/users/{UserId}/email-change: what was done, in `Message` like the other saves. */
export const UserMessageResponseSchema = Type.Object({ Message: Type.String() });

/** PUT /api/users/{id}/exclusions: the whole list of account numbers. Entries are checked by shared's exclusion rules. */
export const ExclusionsBodySchema = Type.Array(Type.String({ maxLength: 40 }), { maxItems: 500 });
export const ExclusionsResponseSchema = Type.Object({
  status: Type.Enum(['S', 'E']),
  message: Type.String(),
  accounts: Type.Array(Type.String()),
});

export const AccountTypesResponseSchema = Type.Array(Type.Object({ AccountTypeId: AccountTypeIdSchema, AccountTypeValue: Type.String() }));

export const RegistrationRequestSchema = Type.Object({
  registrationRequestId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  company: Type.String(),
  email: Type.String(),
  message: Type.String(),
  completed: Type.Boolean(),
});
export const CompleteRequestBodySchema = Type.Union([
  Type.Object({ UserId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })) }),
  Type.Null(),
  Type.Undefined(),
]);

export const CompletedResponseSchema = Type.Object({ completed: Type.Boolean() });

