import { Type } from 'typebox';
import { ACCOUNT_TYPES, PERMISSIONS, USER_ROLES, USER_STATUSES } from 'shared/server';

export const UserStatusSchema = Type.Enum(USER_STATUSES);

/** Fields are optional here so that a missing one gets the spec's message from loginSchema. */
export const LoginBodySchema = Type.Object({
  login: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});

export const TokenPairSchema = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
});

export const LoginResponseSchema = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
  isLoggedIn: Type.Boolean(),
  status: UserStatusSchema,
});

export const RefreshBodySchema = Type.Object({
  refreshToken: Type.String({ minLength: 1 }),
});

export const LogoutBodySchema = Type.Union([
  Type.Object({ refreshToken: Type.Optional(Type.String()) }),
  Type.Null(),
  Type.Undefined(),
]);

export const LoginStatusSchema = Type.Object({
  isLoggedIn: Type.Boolean(),
  status: Type.Enum([...USER_STATUSES, 'not_logged_in']),
});

export const UserAccountsSchema = Type.Object({
  UserId: Type.Integer(),
  Login: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  Company: Type.String(),
  UserRole: Type.Enum(USER_ROLES),
  Status: UserStatusSchema,
  Permissions: Type.Array(Type.Enum(PERMISSIONS)),
  PrimaryAccountTypeId: Type.Enum([ACCOUNT_TYPES.SoldTo, ACCOUNT_TYPES.Payer, ACCOUNT_TYPES.PayerAll]),
  /** Staff without a second factor: the shell shows the enrolment page (docs/security/second-factor.md). */
  SecondFactorEnrolmentRequired: Type.Optional(Type.Boolean()),
});

/** Fields are optional so the spec's 'Required.' answers a missing one, not a schema error. */
export const ResetPasswordBodySchema = Type.Object({
  CurrentPassword: Type.Optional(Type.String()),
  NewPassword: Type.Optional(Type.String()),
  ConfirmNewPassword: Type.Optional(Type.String()),
});
