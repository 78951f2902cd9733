/** 7 days, 1 hour, 30 minutes: the largest unit the lifetime is a whole number of. */
function duration(seconds: number): string {
  const [size, unit] = seconds % 86_400 === 0 ? [seconds / 86_400, 'day'] : seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : [Math.round(seconds / 60), 'minute'];
  return `${size} ${unit}${size === 1 ? '' : 's'}`;
}

const UTC_TIME = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });

/**
 * The line a mail with a single-use link ends with: how long the link works and until when, in
 * UTC, since the server does not know the reader's time zone
 * (docs/product/registration.md#dead-links).
 */
export function linkExpiryNote(lifetimeSeconds: number, issuedAt: Date = new Date()): string {
  const until = new Date(issuedAt.getTime() + lifetimeSeconds * 1000);
  return `This link works once, for ${duration(lifetimeSeconds)}: until ${UTC_TIME.format(until)} UTC. After that, ask for a new one.`;
}
