/**
 * Why a mailed link no longer works, as the API server's refusal says in its `reason`
 * (docs/product/registration.md#dead-links). The page keeps the specification's text ('Invalid
 * reset url.', 'Invalid invite token.') and adds its own words for each (mfe-registration's
 * LABELS.deadLink, keyed by these codes). The browser entry carries only the type: no page but
 * the link pages needs the codes.
 */
export const DEAD_LINK_REASONS = {
  used: 'link_used',
  expired: 'link_expired',
  unknown: 'invalid_token',
} as const;

export type DeadLinkReason = (typeof DEAD_LINK_REASONS)[keyof typeof DEAD_LINK_REASONS];
