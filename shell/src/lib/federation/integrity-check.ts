import { pins } from './remote-fallback-plugin';
import { reportIntegrityRefusal } from './report-integrity-refusal';

/** The SRI value of some bytes in the algorithm of `expected` (sha256, sha384 or sha512). */
export async function integrityOf(bytes: ArrayBuffer, expected: string): Promise<string> {
  const algorithm = expected.slice(0, expected.indexOf('-'));
  const digest = new Uint8Array(await crypto.subtle.digest(`SHA-${algorithm.slice(3)}`, bytes));
  return `${algorithm}-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * After a pinned remote failed to load: which of its pinned files, fetched again without an
 * integrity, now differ from their pin. A browser says only "failed" for a refused file, as for a
 * network error; this tells the two apart and reports each refusal. Loaded only then, so none of
 * it weighs on a page that works.
 */
export async function check(remote: string, manifestUrl: string): Promise<void> {
  // A pinned file sits beside its manifest (register-remotes.ts).
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  for (const [url, expected] of Object.entries(pins)) {
    if (!url.startsWith(base)) continue;
    try {
      const response = await fetch(url, { cache: 'no-store' });
      if (!response.ok) continue;
      const found = await integrityOf(await response.arrayBuffer(), expected);
      if (found !== expected) reportIntegrityRefusal({ remote, url, expected, found });
    } catch {
      // Unreachable: a network failure, not a refusal.
    }
  }
}
