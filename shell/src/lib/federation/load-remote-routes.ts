import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { unavailableReason } from './remote-fallback-plugin';
import { entries } from './register-remotes';

export type RemoteRoutes = ComponentType;

/** What runs only when an area failed: the refusal check and the reports (one chunk for both). */
export const failureCheck = () => import('./integrity-check');

/**
 * Loads a remote's exposed routes; fails with why, which the area does not show (the failure check
 * logs and reports it). `retry` first drops what the runtime cached of an earlier
 * failure, so a Retry really fetches the manifest and entry again.
 */
export async function loadRemoteRoutes(remote: string, retry = false): Promise<RemoteRoutes> {
  // Its manifest, or its remoteEntry.js when the page named that (register-remotes.ts).
  const entry = entries[remote];
  // Not in /remotes.json.
  if (!entry) throw Error(remote);
  // Registered again, the remote's failed load is dropped from the runtime's cache.
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<{ default: RemoteRoutes }>(`${remote}/routes`);
  // A module of null (never seen) fails below, as loading it would.
  const reason = unavailableReason(module ?? {});
  if (reason) {
    // A refused file and an unreachable one fail alike: tell them apart, in a chunk only a failure loads.
    void failureCheck().then((integrity) => integrity.check(remote, entry));
    throw Error(reason);
  }
  return module!.default;
}
