import { reportClientEvent } from '../client-reports';

/** A file the browser refused because its bytes differ from the integrity its release recorded. */
export interface IntegrityRefusal {
  /** The remote's federation name. */
  remote: string;
  url: string;
  /** The SRI value released (/remotes.json or the release's integrity.json). */
  expected: string;
  /** The SRI value of the bytes served now. */
  found: string;
}

/** The DOM event a refusal is announced with, for whatever listens in the page (the tests do). */
export const INTEGRITY_REFUSAL_EVENT = 'portal:integrity-refusal';

/**
 * The one place an integrity refusal is reported (docs/security/script-integrity.md#reporting):
 * the console, a DOM event, and the API server's browser reports (docs/security/client-reports.md),
 * which count it for /system and /metrics. The report names the remote and its release only.
 */
export function reportIntegrityRefusal(refusal: IntegrityRefusal): void {
  console.error(`Integrity refusal: ${refusal.remote} ${refusal.url}: released ${refusal.expected}, served ${refusal.found}`);
  window.dispatchEvent(new CustomEvent<IntegrityRefusal>(INTEGRITY_REFUSAL_EVENT, { detail: refusal }));
  void reportClientEvent('integrity-refusal', refusal.remote);
}
