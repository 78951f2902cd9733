/*
 * Read by the API server only, so it is exported from 'shared/server' and not from the browser's
 * 'shared' entry, which every page loads whole (docs/architecture/frontend.md#javascript-budgets).
 */
/** How long a link sent by mail works (docs/security/one-time-tokens.md). */
export const LINK_LIFETIME_SECONDS = {
  invite: 7 * 24 * 3600,
  password_reset: 3600,
  email_confirmation: 7 * 24 * 3600,
  self_registration: 3600,
  /** docs/security/account-changes.md: a new e-mail address confirms within a week, as a new account does. */
  email_change: 7 * 24 * 3600,
} as const;
