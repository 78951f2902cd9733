import type { Permission } from './domain';

/**
 * The second factor (docs/security/second-factor.md): its rules and texts, read by the API server,
 * the login page and the profile's Security section alike.
 */

/** Holding any of these makes a second factor required (docs/security/second-factor.md#who). */
export const STAFF_PERMISSIONS: readonly Permission[] = [
  'CanImpersonate',
  'CanViewUsers',
  'CanManageUsers',
  'CanManageRegistrationRequests',
  'CanEditSystemConfig',
];

export const requiresSecondFactor = (permissions: readonly Permission[]): boolean =>
  permissions.some((permission) => STAFF_PERMISSIONS.includes(permission));

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

/** Reasons of the API server's refusals (ApiErrorBody.reason) that the pages act on. */
export const SECOND_FACTOR_REASONS = {
  enrolmentRequired: 'mfa_enrolment_required',
  reauthRequired: 'reauth_required',
  invalidCode: 'invalid_code',
  challengeExpired: 'mfa_challenge_expired',
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

/** Where the shell sends a staff user who has no second factor yet. */
export const SECOND_FACTOR_ENROL_PATH = '/second-factor';
