import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isUnavailable } from './remote-fallback-plugin';
import { isRegistered, reRegisterRemote } from './register-remotes';

export type RemoteRoutes = ComponentType;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
  }
}

/**
 * Loads a remote's exposed routes. `retry` first drops what the runtime cached of an earlier
 * failure, so a Retry really fetches the manifest and entry again.
 */
export async function loadRemoteRoutes(remote: string, retry = false): Promise<RemoteRoutes> {
  if (!isRegistered(remote)) throw new RemoteUnavailableError(remote, 'not listed in /remotes.json');
  if (retry) reRegisterRemote(remote);
  const module = await loadRemote<{ default: RemoteRoutes }>(`${remote}/routes`);
  if (!module || isUnavailable(module)) {
    throw new RemoteUnavailableError(remote, module && isUnavailable(module) ? module.reason : 'empty module');
  }
  return module.default;
}
