import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { unavailableReason } from './remote-fallback-plugin';
import { entries } from './register-remotes';

export type RemoteRoutes = ComponentType;

/** Why a remote's area shows its fallback, for the console. */
export const remoteUnavailable = (remote: string, reason: string): Error => new Error(`${remote} is unavailable: ${reason}`);

/**
 * Loads a remote's exposed routes. `retry` first drops what the runtime cached of an earlier
 * failure, so a Retry really fetches the manifest and entry again.
 */
export async function loadRemoteRoutes(remote: string, retry = false): Promise<RemoteRoutes> {
  const manifestUrl = entries[remote];
  if (!manifestUrl) throw remoteUnavailable(remote, 'not in /remotes.json');
  // Registered again, the remote's failed load is dropped from the runtime's cache.
  if (retry) registerRemotes([{ name: remote, entry: manifestUrl }], { force: true });
  const module = await loadRemote<{ default: RemoteRoutes }>(`${remote}/routes`);
  // A module of null (never seen) fails below, as loading it would.
  const reason = unavailableReason(module ?? {});
  if (reason) {
    // A refused file and an unreachable one fail alike: tell them apart, in a chunk only a failure loads.
    void import('./integrity-check').then((integrity) => integrity.check(remote, manifestUrl));
    throw remoteUnavailable(remote, reason);
  }
  return module!.default;
}
