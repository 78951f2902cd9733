import type { FastifyBaseLogger } from 'fastify';
import type { RemotesManifest } from 'shared/server';
import { statSync } from 'node:fs';
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

/**
 * What tells a changed file: its inode (a release renames a new file over it), modification time
 * and size. One stat per use costs microseconds; so a release or rollback shows at the very next
 * page load on every API server, as it did when nginx served the file itself.
 */
function versionOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

/**
 * /remotes.json: the REMOTES_MANIFEST file, re-read while the server runs so that rolling a
 * remote back is an edit of that file and nothing else (docs/decisions.md#shape-of-the-system); a broken edit keeps
 * the last good manifest. Without the file, every remote is served by this server.
 */
export function createRemotesManifest(file: string | null, log: FastifyBaseLogger): RemotesManifestSource {
  let manifestVersion = file ? versionOf(file) : '';
  let manifest = file ? readRemotesManifest(file) : defaultRemotesManifest();
  const current = () => {
    if (file && versionOf(file) !== manifestVersion) {
      manifestVersion = versionOf(file);
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
  let canariesVersion = canaryFile ? versionOf(canaryFile) : '';
  let canaries: Canaries = canaryFile ? readCanaries(canaryFile) : {};
  const currentCanaries = () => {
    if (canaryFile && versionOf(canaryFile) !== canariesVersion) {
      canariesVersion = versionOf(canaryFile);
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
