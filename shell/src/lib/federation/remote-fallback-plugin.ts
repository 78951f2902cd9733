import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Marks a remote that could not be loaded instead of letting the error escape: the shell then
 * shows its "area unavailable" message with a Retry in that area only. Kept free of React, because
 * runtime plugins load before the shared singletons are negotiated.
 */
export const REMOTE_UNAVAILABLE = '__unavailable';

/** What a remote that could not be loaded resolves to: why, under a key no module exports. */
export interface UnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: string;
}

/** Why a loaded module stands for a remote that could not be loaded, or undefined for a real module. */
export const unavailableReason = (module: object): string | undefined => (module as Partial<UnavailableRemoteModule>)[REMOTE_UNAVAILABLE];

/**
 * The SRI value (`sha384-…`) of each pinned file by its URL as /remotes.json writes it: a path on
 * the portal's origin, or an absolute URL elsewhere (register-remotes.ts). A pinned file is fetched
 * only with its integrity, so the browser refuses other bytes before any of them run
 * (docs/security/script-integrity.md).
 */
export const pins: Record<string, string> = {};

/** The runtime asks for absolute URLs (it resolves each remote's entry against the origin). */
const pinOf = (url: string) => pins[url.replace(location.origin, '')];

/**
 * One plugin, because it ships in the shell's entry on every page: the fallback (`errorLoadRemote`),
 * and the integrity where the runtime loads a remote's first files (docs/architecture/remotes.md#integrity):
 * `fetch` reads the manifest, `createScript` makes the entry's script tag.
 */
const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'remote-fallback',
  errorLoadRemote({ error, lifecycle }) {
    // Only the final stage answers with a module; earlier stages let the error reach it.
    if (lifecycle !== 'onLoad') return undefined;
    // The reason with the error's name ("ScriptNetworkError: ..."), for the console.
    const unavailable: UnavailableRemoteModule = { [REMOTE_UNAVAILABLE]: String(error) };
    return unavailable;
  },
  createScript({ url, attrs }) {
    // The loader (always with `attrs`) sets them on the tag it makes when the hook returns nothing. No crossorigin:
    // a release's files are served from the portal's own origin, where SRI needs no CORS.
    const integrity = pinOf(url);
    if (integrity) attrs!.integrity = integrity;
  },
  fetch(url, init) {
    const integrity = pinOf(url);
    return integrity ? fetch(url, { ...init, integrity }) : undefined;
  },
});

export default remoteFallbackPlugin;
