import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from 'shared/core';

let manifest: RemotesManifest = {};

/** Reads /remotes.json (remote name to the URL of its mf-manifest.json) and registers each remote. */
export async function registerRemotesFromManifest(): Promise<void> {
  try {
    // The page preloads it (shell/public/index.html), and a fetch reuses a preload only when it asks
    // the same way; the server's Cache-Control: no-cache makes every load check it anyway.
    const response = await fetch('/remotes.json');
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    manifest = (await response.json()) as RemotesManifest;
  } catch (error) {
    // Without the manifest every remote area shows its own fallback; the shell still starts.
    console.error('Could not read /remotes.json', error);
    manifest = {};
  }
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

/** Registers one remote again, dropping what the runtime cached of its failed load. */
export function reRegisterRemote(name: string): boolean {
  const entry = manifest[name];
  if (!entry) return false;
  registerRemotes([{ name, entry }], { force: true });
  return true;
}

export const isRegistered = (name: string): boolean => name in manifest;
