/**
 * The reason of the API server's refusal that the API client answers with the re-authentication
 * dialog (docs/security/second-factor.md#step-up). A file of its own: the client's entry takes this
 * one name, not the texts of constants/second-factor.ts.
 */
export const REAUTH_REQUIRED_REASON = 'reauth_required';

