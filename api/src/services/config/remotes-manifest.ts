import type { FastifyBaseLogger } from 'fastify';
import type { RemotesManifest } from 'shared/server';
import { defaultRemotesManifest, manifestUrlOf, readRemotesManifest } from '../../config';

export interface RemotesManifestSource {
  /** The manifest to serve now. */
  current(): RemotesManifest;
  /** Origins of remotes served from elsewhere (absolute URLs), for the CSP. */
  foreignOrigins(): string[];
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
  return {
    current,
    foreignOrigins() {
      const origins = new Set<string>();
      for (const pointer of Object.values(current())) {
        const url = manifestUrlOf(pointer) ?? '';
        if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
      }
      return [...origins].sort();
    },
  };
}
