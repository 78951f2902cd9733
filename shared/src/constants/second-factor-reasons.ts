/**
 * The reasons of the API server's second-factor refusals (ApiErrorBody.reason) that the API client
 * acts on (docs/security/second-factor.md). A file of their own: the client's entry takes these few
 * names, not the texts of constants/second-factor.ts.
 */
export const SECOND_FACTOR_REASONS = {
  enrolmentRequired: 'mfa_enrolment_required',
  reauthRequired: 'reauth_required',
  invalidCode: 'invalid_code',
  challengeExpired: 'mfa_challenge_expired',
} as const;
