/**
 * A mailed link that no longer works (docs/product/registration.md#dead-links). The page keeps the
 * specification's text ('Invalid reset url.', 'Invalid invite token.') and adds why, where the
 * server knows it: the refusal's `reason`. Not in 'shared/core': only the link pages and the API
 * server read it.
 */
export const DEAD_LINK_REASONS = {
  used: 'link_used',
  expired: 'link_expired',
  unknown: 'invalid_token',
} as const;

export type DeadLinkReason = (typeof DEAD_LINK_REASONS)[keyof typeof DEAD_LINK_REASONS];

export const DEAD_LINK_TEXTS = {
  [DEAD_LINK_REASONS.used]: 'This link has already been used, or a newer link has replaced it.',
  [DEAD_LINK_REASONS.expired]: 'This link has expired.',
  [DEAD_LINK_REASONS.unknown]: 'This link is not known. Check that the whole link was copied from the mail.',
  sendNewLink: 'Send a new link',
  newLinkHint: 'Enter your e-mail address on the next page and we will send you a new link.',
} as const;
