import { STAFF_PERMISSIONS, type Permission } from './domain';

import { REAUTH_REQUIRED_REASON } from './second-factor-reasons';

export { REAUTH_REQUIRED_REASON };

/** Reasons of the API server's refusals (ApiErrorBody.reason) that the pages act on. */
export const SECOND_FACTOR_REASONS = {
  enrolmentRequired: 'mfa_enrolment_required',
  reauthRequired: REAUTH_REQUIRED_REASON,
  invalidCode: 'invalid_code',
  challengeExpired: 'mfa_challenge_expired',
} as const;

/**
 * The second factor (docs/security/second-factor.md): its rules and texts, read by the API server,
 * the login page's second step and the profile's Security section alike. Not in 'shared/core', which
 * every page loads whole: the pages get them from 'shared/second-factor', in the chunks that show
 * them (docs/architecture/frontend.md#javascript-budgets).
 */

/** Holding any staff permission makes a second factor required (docs/security/second-factor.md#who). */
export const requiresSecondFactor = (permissions: readonly Permission[]): boolean =>
  permissions.some((permission) => (STAFF_PERMISSIONS as readonly Permission[]).includes(permission));

export const SECOND_FACTOR = {
  /** How long a login may wait for its second step. */
  loginChallengeSeconds: 5 * 60,
  /** How long a proof of the second factor counts for a sensitive change (ASVS 7.5.1). */
  reauthSeconds: 5 * 60,
  /** How many recovery codes a user gets at a time. */
  recoveryCodeCount: 10,
  /** The digits of a TOTP code. */
  totpDigits: 6,
  /** The issuer an authenticator app shows beside the code. */
  totpIssuer: 'Invoice Portal',
} as const;


/** The texts of the second factor; the specification words none of them. */
export const SECOND_FACTOR_TEXTS = {
  enrolmentRequired: 'Your account needs a second factor. Set one up before you continue.',
  reauthRequired: 'Confirm it is you with your second factor first.',
  invalidCode: 'That code is not valid. Try again.',
  challengeExpired: 'Your sign-in took too long. Please log in again.',
  passkeyFailed: 'The passkey could not be used. Try again or use a code.',
  passkeyUnknown: 'This passkey is not registered for your account on this site.',
  lastFactor: 'Staff accounts must keep a second factor. Add another one before you remove this one.',
  totpAlreadyEnrolled: 'An authenticator app is already set up. Remove it first to set up another one.',
  noTotpPending: 'Start the authenticator app set-up again.',
  codeRequired: 'Enter the code.',
  secondStepTitle: 'Confirm it is you',
  enrolTitle: 'Set up a second factor',
} as const;
