import type { FastifyBaseLogger } from 'fastify';
import type { RemotesManifest } from 'shared/server';
import path from 'node:path';
import { defaultRemotesManifest, manifestUrlOf, readRemotesManifest } from '../../config';
import { readCanaries, type Canaries } from '../canary/canaries';

export interface RemotesManifestSource {
  /** The manifest to serve now. */
  current(): RemotesManifest;
  /** Origins of remotes served from elsewhere (absolute URLs), for the CSP. */
  foreignOrigins(): string[];
  /** The running canaries (canary.json beside the manifest file), by remote name. */
  canaries(): Canaries;
  /** canary.json's path, or null without a manifest file (nothing to split). */
  canaryFile: string | null;
}

/** How long a read of REMOTES_MANIFEST is reused: edits show within a second. */
const REREAD_MS = 1000;

/**
 * /remotes.json: the REMOTES_MANIFEST file, re-read while the server runs so that rolling a
 * remote back is an edit of that file and nothing else (docs/decisions.md#shape-of-the-system); a broken edit keeps
 * the last good manifest. Without the file, every remote is served by this server.
 */
export function createRemotesManifest(file: string | null, log: FastifyBaseLogger): RemotesManifestSource {
  let manifest = file ? readRemotesManifest(file) : defaultRemotesManifest();
  let readAt = Date.now();
  const current = () => {
    if (file && Date.now() - readAt >= REREAD_MS) {
      readAt = Date.now();
      try {
        manifest = readRemotesManifest(file);
      } catch (error) {
        log.error({ err: error }, 'REMOTES_MANIFEST unreadable; serving the last good copy');
      }
    }
    return manifest;
  };
  // The canaries live beside the pointer, written by npm run release --canary, promote, rollback
  // and the canary watch (docs/architecture/remotes.md#canary-releases); re-read like the manifest.
  const canaryFile = file ? path.join(path.dirname(file), 'canary.json') : null;
  let canaries: Canaries = canaryFile ? readCanaries(canaryFile) : {};
  let canariesReadAt = Date.now();
  const currentCanaries = () => {
    if (canaryFile && Date.now() - canariesReadAt >= REREAD_MS) {
      canariesReadAt = Date.now();
      canaries = readCanaries(canaryFile);
    }
    return canaries;
  };
  return {
    current,
    canaries: currentCanaries,
    canaryFile,
    foreignOrigins() {
      const origins = new Set<string>();
      const pointers = [...Object.values(current()), ...Object.values(currentCanaries()).map((c) => c.pointer)];
      for (const pointer of pointers) {
        const url = manifestUrlOf(pointer) ?? '';
        if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
      }
      return [...origins].sort();
    },
  };
}
