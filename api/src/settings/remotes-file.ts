import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { REMOTE_DEFINITIONS, type RemotePointer, type RemotesManifest } from 'shared/server';

/** Reads a remotes manifest file; throws a readable message when it is not usable. */
export function readRemotesManifest(file: string): RemotesManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(code === 'ENOENT' ? `file ${file} does not exist` : `file ${file} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`file ${file} must hold a JSON object of remote name to URL`);
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') continue;
    // A release's pointer: the URL and the SRI values of the manifest and entry (tooling/release-integrity.js).
    const pinned = value as { entry?: unknown; integrity?: unknown } | null;
    const integrity = pinned?.integrity;
    const valid =
      typeof pinned?.entry === 'string' &&
      typeof integrity === 'object' &&
      integrity !== null &&
      Object.values(integrity).every((v) => typeof v === 'string' && SRI_VALUE.test(v));
    if (!valid) throw new Error(`file ${file}: ${name} must be a URL, or { "entry": URL, "integrity": { file: "sha384-..." } }`);
  }
  return parsed as RemotesManifest;
}

/** An SRI value the shell can check (sha256, sha384 or sha512, base64). */
const SRI_VALUE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** Whether `bytes` are the ones a pin of /remotes.json (an SRI value, above) names. */
export function matchesPin(bytes: Buffer, pin: string): boolean {
  if (!SRI_VALUE.test(pin)) return false;
  const algorithm = pin.slice(0, pin.indexOf('-'));
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}` === pin;
}

/** The manifest URL a /remotes.json entry names. */
export const manifestUrlOf = (pointer: RemotePointer | undefined): string | undefined =>
  typeof pointer === 'string' ? pointer : pointer?.entry;

/** The manifest served when REMOTES_MANIFEST is not set: every remote from this server. */
export function defaultRemotesManifest(): RemotesManifest {
  return Object.fromEntries(
    REMOTE_DEFINITIONS.map((remote) => [remote.name, `/remotes/${remote.folder}/mf-manifest.json`]),
  );
}
