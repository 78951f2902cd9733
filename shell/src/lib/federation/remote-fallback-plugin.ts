import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Marks a remote that could not be loaded instead of letting the error escape: the shell then
 * shows its "area unavailable" message with a Retry in that area only. Kept free of React, because
 * runtime plugins load before the shared singletons are negotiated.
 */
export const REMOTE_UNAVAILABLE = '__remoteUnavailable';

export interface UnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: true;
  remote: string;
  reason: string;
}

export const isUnavailable = (module: unknown): module is UnavailableRemoteModule =>
  typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;

const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'remote-fallback-plugin',
  errorLoadRemote({ id, error, lifecycle }) {
    // Only the final stage answers with a module; earlier stages let the error reach it.
    if (lifecycle !== 'onLoad') return undefined;
    const reason = error instanceof Error ? error.message : String(error);
    const unavailable: UnavailableRemoteModule = {
      [REMOTE_UNAVAILABLE]: true,
      remote: id.split('/')[0] ?? id,
      reason,
    };
    return unavailable;
  },
});

export default remoteFallbackPlugin;
