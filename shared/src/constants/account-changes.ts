/**
 * What the pages and the API server say about a change of an account's e-mail address
 * (docs/security/account-changes.md). The specification words none of them.
 */
export const ACCOUNT_CHANGE_TEXTS = {
  /** /confirm-email/{token} before the button is pressed. */
  confirmQuestion: (email: string): string => `Confirm ${email} as the new email address of your account.`,
  confirmed: 'Your new email address is confirmed. Log in again to continue.',
  /** An unknown, used, expired or cancelled link alike. */
  invalidLink: 'This email confirmation link is not valid. It may have expired, been used or been replaced.',
  /** The user form, while a new address waits for its link. */
  pending: (email: string): string => `${email} waits for confirmation: it takes effect when the link mailed there is opened.`,
  cancelled: 'The change of email address was cancelled.',
} as const;
