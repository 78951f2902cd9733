/**
 * What the API server and the user form say about a change of an account's e-mail address
 * (docs/security/account-changes.md). The specification words none of them. Not in 'shared/core'
 * (every page loads it): the server exports it, the admin remote bundles it through 'shared/users',
 * and /confirm-email shows the server's answers (docs/architecture/frontend.md#javascript-budgets).
 */
export const ACCOUNT_CHANGE_TEXTS = {
  confirmed: 'Your new email address is confirmed. Log in again to continue.',
  /** An unknown, used, expired or cancelled link alike. */
  invalidLink: 'This email confirmation link is not valid. It may have expired, been used or been replaced.',
  /** The user form, while a new address waits for its link. */
  pending: (email: string): string => `${email} waits for confirmation: it takes effect when the link mailed there is opened.`,
  cancelled: 'The change of email address was cancelled.',
} as const;
