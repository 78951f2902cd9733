import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from 'shared/core';
import { pageData } from '../portal-config';
import { pins } from './remote-fallback-plugin';

/**
 * Each remote's manifest URL, from /remotes.json (read once, when the shell starts); the page's
 * own answer names the remote of its address by its remoteEntry.js, which the runtime loads
 * without asking for the manifest first (docs/architecture/phone-reload.md#the-remotes-entry).
 */
export const entries: Record<string, string> = {};

/**
 * Reads /remotes.json, as the page carries it or else asked for (remote name to the URL of its
 * mf-manifest.json, or to `{ entry, integrity }` when a release pinned its first files), and
 * registers each remote.
 */
export async function registerRemotesFromManifest(): Promise<void> {
  try {
    // Else the page preloads it (shell/public/index.html), and a fetch reuses a preload only when it
    // asks the same way; the server's Cache-Control: no-cache makes every load check it anyway.
    // An error answer lists no remote: each area then says it is not listed.
    const manifest = pageData()?.remotes ?? (await fetch('/remotes.json').then((r) => (r.ok ? (r.json() as Promise<RemotesManifest>) : ({} as RemotesManifest))));
    for (const name in manifest) {
      const pointer = manifest[name] as { entry?: string; integrity?: Record<string, string> };
      // A URL alone has neither field: it is the entry, unpinned.
      entries[name] = pointer.entry ?? (pointer as unknown as string);
      Object.assign(pins, pointer.integrity);
    }
  } catch (error) {
    // Without the manifest every remote area shows its own fallback; the shell still starts.
    console.error(error);
  }
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}
