import { pins } from './remote-fallback-plugin';
import { reportClientEvent } from '../client-reports';

export { reportRenderError } from '../client-reports';
import { reportIntegrityRefusal } from './report-integrity-refusal';

/** The SRI value of some bytes in the algorithm of `expected` (sha256, sha384 or sha512). */
export async function integrityOf(bytes: ArrayBuffer, expected: string): Promise<string> {
  const algorithm = expected.slice(0, expected.indexOf('-'));
  const digest = new Uint8Array(await crypto.subtle.digest(`SHA-${algorithm.slice(3)}`, bytes));
  return `${algorithm}-${btoa(String.fromCharCode(...digest))}`;
}

/** The bytes served now at `url`, without integrity; null when it cannot be read (not a refusal). */
async function served(url: string): Promise<ArrayBuffer | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? await response.arrayBuffer() : null;
  } catch {
    return null;
  }
}

/**
 * The remote's chunks this page asked for (a refused script leaves its resource timing entry too),
 * with the integrity its manifest records for each (tooling/chunk-integrity-plugin.js).
 */
function askedChunks(base: string, manifest: { integrity?: Record<string, string> } | null): [string, string][] {
  const asked = performance.getEntriesByType('resource').map((entry) => entry.name.replace(location.origin, ''));
  return asked.flatMap((url) => {
    const expected = url.startsWith(base) ? manifest?.integrity?.[url.slice(base.length)] : undefined;
    return expected ? [[url, expected] as [string, string]] : [];
  });
}

/**
 * After a remote failed to load from `entry` (its manifest, or its remoteEntry.js): which of its
 * files, fetched again without integrity, differ from what was released: its pinned manifest and
 * entry (/remotes.json), and the chunks the page asked for (their hashes from that manifest, used
 * only when it is the one released). A browser says only "failed" for a refused file, as for a
 * network error; this tells the two apart and reports each refusal. Loaded only then, so none of
 * it weighs on a page that works.
 */
export async function check(remote: string, entry: string): Promise<void> {
  // A remote's files sit beside its manifest (register-remotes.ts), also when the page named its
  // entry instead (docs/architecture/phone-reload.md#the-remotes-entry).
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const manifestUrl = entry.endsWith('.json') ? entry : `${base}mf-manifest.json`;
  const candidates = new Map(Object.entries(pins).filter(([url]) => url.startsWith(base)));
  const manifestBytes = await served(manifestUrl);
  const manifestPin = pins[manifestUrl];
  const trusted = manifestBytes && (!manifestPin || (await integrityOf(manifestBytes, manifestPin)) === manifestPin);
  if (trusted) {
    const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as { integrity?: Record<string, string> };
    for (const [url, expected] of askedChunks(base, manifest)) if (!candidates.has(url)) candidates.set(url, expected);
  }
  let refused = false;
  for (const [url, expected] of candidates) {
    const bytes = await served(url);
    if (!bytes) continue;
    const found = await integrityOf(bytes, expected);
    if (found !== expected) {
      refused = true;
      reportIntegrityRefusal({ remote, url, expected, found });
    }
  }
  // Not a refusal: the remote did not load (docs/security/client-reports.md).
  if (!refused) {
    console.error(`${remote} did not load from ${manifestUrl}`);
    await reportClientEvent('remote-load-failure', remote);
  }
}
