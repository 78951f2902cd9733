import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemotePointer, RemotesManifest } from 'shared/server';
import { REMOTE_DEFINITIONS } from 'shared/server';
import { manifestUrlOf } from '../../config';

/**
 * A remote's canary as `npm run release -- <remote> --canary <percent>` writes it into the release
 * root's canary.json (tooling/releases.js): the pinned pointer of the new release, the share of
 * browsers that get it, since when, by whom and why (docs/architecture/remotes.md#canary-releases).
 */
export interface Canary {
  release: string;
  pointer: RemotePointer;
  percent: number;
  since: string;
  by?: string;
  reason?: string | null;
}
export type Canaries = Record<string, Canary>;

/** Which release of a remote a browser was given: its name, and whether it is the canary. */
export interface Assignment {
  remote: string;
  release: string;
  canary: boolean;
}

/** canary.json's canaries that can be served; an unreadable or missing file is no canary. */
export function readCanaries(file: string): Canaries {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const canaries: Canaries = {};
  for (const [name, value] of Object.entries(parsed as Record<string, Partial<Canary>>)) {
    const percent = value?.percent;
    if (typeof value?.release !== 'string' || !manifestUrlOf(value.pointer)) continue;
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) continue;
    canaries[name] = value as Canary;
  }
  return canaries;
}

/** The release a pointer names, as `npm run release` lays them out: /remotes/<folder>/<release>/mf-manifest.json. */
export function releaseOfPointer(folder: string, pointer: RemotePointer | undefined): string | null {
  const url = manifestUrlOf(pointer) ?? '';
  const match = new RegExp(`^/remotes/${folder}/([^/]+)/mf-manifest\\.json$`).exec(url);
  return match?.[1] ?? null;
}

/**
 * /remotes.json for a browser in `bucket` (0-99): each remote's canary where the bucket is below
 * its share, the stable pointer otherwise; and what each remote's answer was, for the page loads.
 */
export function manifestForBucket(stable: RemotesManifest, canaries: Canaries, bucket: number): { manifest: RemotesManifest; assignments: Assignment[] } {
  const manifest: RemotesManifest = { ...stable };
  const assignments: Assignment[] = [];
  for (const remote of REMOTE_DEFINITIONS) {
    const canary = canaries[remote.name];
    const stablePointer = stable[remote.name];
    // A canary is compared with a stable release: without one there is nothing to split.
    const useCanary = Boolean(canary && stablePointer && bucket < canary.percent);
    if (useCanary) manifest[remote.name] = canary!.pointer;
    const release = useCanary ? canary!.release : releaseOfPointer(remote.folder, stablePointer);
    if (release) assignments.push({ remote: remote.name, release, canary: useCanary });
  }
  return { manifest, assignments };
}

/**
 * The browser's bucket: a random whole number 0-99 kept in a cookie, so a browser keeps its side
 * of every split across page loads and API servers. HttpOnly: no script needs it; SameSite=Lax:
 * a link into the portal from elsewhere still carries it.
 */
export const BUCKET_COOKIE = 'portal_bucket';
const BUCKET_MAX_AGE = 365 * 24 * 3600;

export function bucketOf(request: FastifyRequest): number | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== BUCKET_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (/^\d{1,2}$/.test(value)) return Number(value);
  }
  return null;
}

/** The browser's bucket, set in a cookie on its first /remotes.json (or when the one it sent is not a bucket). */
export function ensureBucket(request: FastifyRequest, reply: FastifyReply): number {
  const known = bucketOf(request);
  if (known !== null) return known;
  const bucket = randomInt(100);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`);
  return bucket;
}
