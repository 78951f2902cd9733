import { Type, type Static } from 'typebox';
import { ACCOUNT_TYPES, PERMISSIONS, USER_ROLES, USER_STATUSES } from '../../constants/domain';
import { ACTED_FOR_LIMIT } from '../../constants/acted-for';
import { ApiErrorSchema, MessageSchema } from '../common';

/**
 * The schemas of the session's calls: login, tokens, the profile, the sessions list, impersonation
 * and what staff did for a customer (docs/security/sessions.md, docs/security/impersonation.md).
 */

export const UserStatusSchema = Type.Enum(USER_STATUSES);

/** POST /api/token/login. Fields are optional so that a missing one gets the spec's message from loginSchema. */
export const LoginBodySchema = Type.Object({
  login: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});
export type LoginRequest = Static<typeof LoginBodySchema>;

export const TokenPairSchema = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
});
export type TokenPair = Static<typeof TokenPairSchema>;

export const LoginResponseSchema = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
  isLoggedIn: Type.Boolean(),
  /** The user's status, so the page can route a waiting-confirmation user. */
  status: UserStatusSchema,
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** POST /api/token/refresh */
export const RefreshBodySchema = Type.Object({
  refreshToken: Type.String({ minLength: 1 }),
});
export type RefreshRequest = Static<typeof RefreshBodySchema>;
export type RefreshResponse = TokenPair;

export const LogoutBodySchema = Type.Union([Type.Object({ refreshToken: Type.Optional(Type.String()) }), Type.Null(), Type.Undefined()]);

/** GET /api/login-status */
export const LoginStatusSchema = Type.Object({
  isLoggedIn: Type.Boolean(),
  status: Type.Enum([...USER_STATUSES, 'not_logged_in']),
});
export type LoginStatusResponse = Static<typeof LoginStatusSchema>;

/** POST /api/token/getuseraccounts */
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
export type UserAccountsResponse = Static<typeof UserAccountsSchema>;

/** POST /api/token/resetpassword. Fields are optional so the spec's 'Required.' answers a missing one, not a schema error. */
export const ResetPasswordBodySchema = Type.Object({
  CurrentPassword: Type.Optional(Type.String()),
  NewPassword: Type.Optional(Type.String()),
  ConfirmNewPassword: Type.Optional(Type.String()),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordBodySchema>;

export type MessageResponse = Static<typeof MessageSchema>;

/** Body of every 4xx/5xx the API server sends. `reason` tells the page what to do ('not_logged_in', 'session_expired', …). */
export type ApiErrorBody = Static<typeof ApiErrorSchema>;

/** One of the user's sessions, as profile → Security lists it (docs/security/sessions.md). */
export const SessionSummarySchema = Type.Object({
  /** The session's id: what DELETE /api/sessions/{id} takes. */
  id: Type.String(),
  /** ISO times: the login, and the last token refresh (activity, at most 5 minutes behind). */
  createdAt: Type.String(),
  lastActiveAt: Type.String(),
  /** A short summary of the browser at login, e.g. 'Chrome 131 on Windows'; null for sessions older than the list. */
  browser: Type.Union([Type.String(), Type.Null()]),
  /** The client address at login or at the last refresh. */
  address: Type.Union([Type.String(), Type.Null()]),
  /** The session of this very request. */
  current: Type.Boolean(),
});
export type SessionSummary = Static<typeof SessionSummarySchema>;

/** GET /api/sessions */
export const SessionsResponseSchema = Type.Object({ sessions: Type.Array(SessionSummarySchema) });
export type SessionsResponse = Static<typeof SessionsResponseSchema>;

/** How many sessions a call ended: DELETE /api/sessions/{id}, POST /api/sessions/end-others, POST /api/users/{id}/sessions/end. */
export const SessionsEndedSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type SessionsEndedResponse = Static<typeof SessionsEndedSchema>;

export const SessionIdParamsSchema = Type.Object({
  sessionId: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
});

/** POST /api/impersonation */
export const ImpersonationBodySchema = Type.Object({ UserId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type ImpersonationRequest = Static<typeof ImpersonationBodySchema>;
/** GET and POST /api/impersonation: the user the calls act for. */
export const ImpersonationResponseSchema = Type.Object({ UserId: Type.Integer(), Name: Type.String(), Login: Type.String() });
export type ImpersonationResponse = Static<typeof ImpersonationResponseSchema>;
/** DELETE /api/impersonation */
export const ImpersonationStopResponseSchema = Type.Object({ stopped: Type.Boolean() });

/**
 * GET /api/profile/impersonations: when staff acted for the calling customer, newest first
 * (docs/security/impersonation.md#what-the-customer-sees).
 */
export const ActedForEntrySchema = Type.Object({
  /** ISO 8601 time. */
  At: Type.String(),
  Kind: Type.Enum(['started', 'stopped', 'payment', 'deposit']),
  /** The staff member's name (their login when they have none); null when their user no longer exists. */
  StaffName: Type.Union([Type.String(), Type.Null()]),
  /** Payments and deposits: the payer account, what was paid (or sent, when not paid) in cents, the currency and the outcome. */
  Account: Type.Optional(Type.String()),
  AmountCents: Type.Optional(Type.Integer()),
  Currency: Type.Optional(Type.String()),
  /** 'paid' charged, 'not_paid' refused or failed (nothing charged), 'checking' outcome not known yet. */
  Outcome: Type.Optional(Type.Enum(['paid', 'not_paid', 'checking'])),
});
export type ActedForEntry = Static<typeof ActedForEntrySchema>;
export type ActedForKind = ActedForEntry['Kind'];
export type ActedForOutcome = NonNullable<ActedForEntry['Outcome']>;

export const ActedForResponseSchema = Type.Object({
  Entries: Type.Array(ActedForEntrySchema, { maxItems: ACTED_FOR_LIMIT }),
  /** More, older entries exist than the newest ACTED_FOR_LIMIT shown. */
  Truncated: Type.Boolean(),
});
export type ActedForResponse = Static<typeof ActedForResponseSchema>;
