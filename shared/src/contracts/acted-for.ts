/**
 * GET /api/profile/impersonations: when staff acted for the calling customer, newest first
 * (docs/security/impersonation.md#what-the-customer-sees).
 */
export type ActedForKind = 'started' | 'stopped' | 'payment' | 'deposit';

/** 'paid' charged, 'not_paid' refused or failed (nothing charged), 'checking' outcome not known yet. */
export type ActedForOutcome = 'paid' | 'not_paid' | 'checking';

export interface ActedForEntry {
  /** ISO 8601 time. */
  At: string;
  Kind: ActedForKind;
  /** The staff member's name (their login when they have none); null when their user no longer exists. */
  StaffName: string | null;
  /** Payments and deposits: the payer account, what was paid (or sent, when not paid) in cents, the currency and the outcome. */
  Account?: string;
  AmountCents?: number;
  Currency?: string;
  Outcome?: ActedForOutcome;
}

export interface ActedForResponse {
  Entries: ActedForEntry[];
  /** More, older entries exist than the newest ACTED_FOR_LIMIT shown. */
  Truncated: boolean;
}

/** How many entries the profile shows at most. */
export const ACTED_FOR_LIMIT = 50;
