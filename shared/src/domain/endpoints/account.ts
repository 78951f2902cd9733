import { Type } from 'typebox';
import { ErpStatusResponseSchema } from '../erp/common';
import { EmptyBodySchema, ImpersonationQuerySchema, MessageSchema } from './common';
import { defineEndpoint } from './define';
import {
  AccessTokenBodySchema,
  AccessTokenResponseSchema,
  PortalConfigResponseSchema,
  SystemStatusResponseSchema,
  TokenizationResultBodySchema,
  TokenizationResultResponseSchema,
} from './account/portal';
import {
  CodeBodySchema,
  EnrolmentResultSchema,
  MfaCodeBodySchema,
  MfaPasskeyBodySchema,
  MfaTokenBodySchema,
  PasskeyCreationOptionsSchema,
  PasskeyIdBodySchema,
  PasskeyRegistrationBodySchema,
  PasskeyRequestOptionsSchema,
  ReauthBodySchema,
  SecondFactorChallengeSchema,
  SecondFactorStatusSchema,
  TotpEnrolmentSchema,
} from './account/second-factor';
import {
  ActedForResponseSchema,
  ImpersonationBodySchema,
  ImpersonationResponseSchema,
  ImpersonationStopResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LoginStatusSchema,
  LogoutBodySchema,
  RefreshBodySchema,
  ResetPasswordBodySchema,
  SessionIdParamsSchema,
  SessionsEndedSchema,
  SessionsResponseSchema,
  TokenPairSchema,
  UserAccountsSchema,
} from './account/session';

/** The answer of POST /api/token/login: the tokens, or the challenge of a second step. */
const LoginAnswerSchema = Type.Union([LoginResponseSchema, SecondFactorChallengeSchema]);

/** The session's calls: login and tokens, the profile, its sessions, impersonation (docs/security/sessions.md). */
const sessionEndpoints = {
  /** Throttled per login, address and both (429), busy hashing (503); a user with a second factor gets a challenge. */
  login: defineEndpoint({
    method: 'POST',
    path: '/token/login',
    body: LoginBodySchema,
    response: LoginAnswerSchema,
    errors: [400, 401, 403, 429, 503],
    access: 'public',
  }),
  /** Rotates the refresh token (the API client's own call, shared/src/web/api/client.ts). */
  refresh: defineEndpoint({
    method: 'POST',
    path: '/token/refresh',
    body: RefreshBodySchema,
    response: TokenPairSchema,
    errors: [400, 401, 409],
    access: 'public',
  }),
  /** Ends the bearer's session (even an expired one) or the body's; logging out twice is not an error. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/token/logout',
    body: LogoutBodySchema,
    response: MessageSchema,
    errors: [400],
    access: 'public',
  }),
  /** The logged-in user's profile and permissions; also before the second factor (docs/security/second-factor.md#enrolment-gate). */
  userAccounts: defineEndpoint({
    method: 'POST',
    path: '/token/getuseraccounts',
    body: EmptyBodySchema,
    response: UserAccountsSchema,
    errors: [401],
    access: 'session',
  }),
  /** The profile's password change; a refusal is answered as `{ message }` (docs/product/messages.md). */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/token/resetpassword',
    body: ResetPasswordBodySchema,
    response: MessageSchema,
    errors: [400, 401, 403, 503],
    access: 'session',
  }),
  /** Never 401: a missing or dead token reads not_logged_in. */
  loginStatus: defineEndpoint({
    method: 'GET',
    path: '/login-status',
    response: LoginStatusSchema,
    errors: [],
    access: 'public',
  }),
  /** The caller's own live sessions (docs/security/sessions.md). */
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/sessions',
    response: SessionsResponseSchema,
    errors: [401, 403],
    access: 'session',
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/sessions/:sessionId',
    params: SessionIdParamsSchema,
    response: SessionsEndedSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
    invalidates: ['listSessions'],
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/sessions/end-others',
    body: EmptyBodySchema,
    response: SessionsEndedSchema,
    errors: [400, 401, 403],
    access: 'session',
    invalidates: ['listSessions'],
  }),
  /** When staff acted for the caller (docs/security/impersonation.md#what-the-customer-sees). */
  actedFor: defineEndpoint({
    method: 'GET',
    path: '/profile/impersonations',
    query: ImpersonationQuerySchema,
    response: ActedForResponseSchema,
    errors: [400, 401, 403],
    access: 'session',
  }),
  /** The user the calls act for: the impersonated customer or the caller (docs/security/impersonation.md). */
  actingUser: defineEndpoint({
    method: 'GET',
    path: '/impersonation',
    query: ImpersonationQuerySchema,
    response: ImpersonationResponseSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  /** Staff start acting for a customer (CanImpersonate, checked with the customer, and a recent second factor). */
  startImpersonation: defineEndpoint({
    method: 'POST',
    path: '/impersonation',
    body: ImpersonationBodySchema,
    response: ImpersonationResponseSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  stopImpersonation: defineEndpoint({
    method: 'DELETE',
    path: '/impersonation',
    body: EmptyBodySchema,
    response: ImpersonationStopResponseSchema,
    errors: [400, 401],
    access: 'session',
  }),
};

/** docs/security/second-factor.md: a login's second step, enrolment, recovery codes, re-authentication. */
const secondFactorEndpoints = {
  mfaVerify: defineEndpoint({
    method: 'POST',
    path: '/token/mfa/verify',
    body: MfaCodeBodySchema,
    response: LoginResponseSchema,
    errors: [400, 401, 429],
    access: 'public',
  }),
  mfaPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/token/mfa/passkey/options',
    body: MfaTokenBodySchema,
    response: PasskeyRequestOptionsSchema,
    errors: [400, 401],
    access: 'public',
  }),
  mfaPasskeyVerify: defineEndpoint({
    method: 'POST',
    path: '/token/mfa/passkey/verify',
    body: MfaPasskeyBodySchema,
    response: LoginResponseSchema,
    errors: [400, 401, 429],
    access: 'public',
  }),
  secondFactorStatus: defineEndpoint({
    method: 'GET',
    path: '/mfa',
    response: SecondFactorStatusSchema,
    errors: [401],
    access: 'session',
  }),
  startTotp: defineEndpoint({
    method: 'POST',
    path: '/mfa/totp/start',
    body: EmptyBodySchema,
    response: TotpEnrolmentSchema,
    errors: [401, 403, 409],
    access: 'session',
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/mfa/totp/confirm',
    body: CodeBodySchema,
    response: EnrolmentResultSchema,
    errors: [400, 401, 409, 429],
    access: 'session',
  }),
  removeTotp: defineEndpoint({
    method: 'POST',
    path: '/mfa/totp/remove',
    body: EmptyBodySchema,
    response: MessageSchema,
    errors: [401, 403, 409],
    access: 'session',
  }),
  passkeyOptions: defineEndpoint({
    method: 'POST',
    path: '/mfa/passkeys/options',
    body: EmptyBodySchema,
    response: PasskeyCreationOptionsSchema,
    errors: [401, 403],
    access: 'session',
  }),
  addPasskey: defineEndpoint({
    method: 'POST',
    path: '/mfa/passkeys',
    body: PasskeyRegistrationBodySchema,
    response: EnrolmentResultSchema,
    errors: [400, 401, 409],
    access: 'session',
  }),
  removePasskey: defineEndpoint({
    method: 'POST',
    path: '/mfa/passkeys/remove',
    body: PasskeyIdBodySchema,
    response: MessageSchema,
    errors: [400, 401, 403, 404, 409],
    access: 'session',
  }),
  newRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/mfa/recovery-codes',
    body: EmptyBodySchema,
    response: EnrolmentResultSchema,
    errors: [401, 403, 409],
    access: 'session',
  }),
  reauthOptions: defineEndpoint({
    method: 'POST',
    path: '/mfa/reauth/options',
    body: EmptyBodySchema,
    response: PasskeyRequestOptionsSchema,
    errors: [400, 401],
    access: 'session',
  }),
  reauth: defineEndpoint({
    method: 'POST',
    path: '/mfa/reauth',
    body: ReauthBodySchema,
    response: MessageSchema,
    errors: [400, 401, 429],
    access: 'session',
  }),
};

/** The portal's own status and a payment method's tokenizer session. */
const portalEndpoints = {
  /** Public: the login page needs its theme and texts before anyone logs in. */
  portalConfig: defineEndpoint({
    method: 'GET',
    path: '/config',
    response: PortalConfigResponseSchema,
    errors: [],
    access: 'public',
  }),
  /** Always 200 so the page can show 'SAP Connection Status: Error'; also before the second factor. */
  erpStatus: defineEndpoint({
    method: 'GET',
    path: '/erp-status',
    response: ErpStatusResponseSchema,
    errors: [401],
    access: 'session',
  }),
  /** The operators' page /system; the route adds its CanEditSystemConfig check (a plain 403). */
  systemStatus: defineEndpoint({
    method: 'GET',
    path: '/system/status',
    response: SystemStatusResponseSchema,
    errors: [401, 403],
    access: 'session',
  }),
  /** A tokenizer session for one card or eCheck entry (docs/product/payment-methods.md), after a recent second factor. */
  tokenizationAccessToken: defineEndpoint({
    method: 'POST',
    path: '/tokenization/access_token',
    query: ImpersonationQuerySchema,
    body: AccessTokenBodySchema,
    response: AccessTokenResponseSchema,
    errors: [400, 401, 403, 404, 422, 502],
    access: 'active',
  }),
  /** What the browser's data turned into: the new payment card (same user, 10 minutes). */
  tokenizationResult: defineEndpoint({
    method: 'POST',
    path: '/tokenization/response',
    query: ImpersonationQuerySchema,
    body: TokenizationResultBodySchema,
    response: TokenizationResultResponseSchema,
    errors: [400, 401, 403, 404, 409, 410, 422, 502],
    access: 'active',
  }),
};

/**
 * The session's calls: login, tokens, the second factor, sessions, the profile, impersonation and
 * the portal's status (docs/architecture/endpoints.md).
 */
export const accountEndpoints = { ...sessionEndpoints, ...secondFactorEndpoints, ...portalEndpoints };
