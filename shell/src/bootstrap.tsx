import { createRoot } from 'react-dom/client';
import { useSessionStore } from 'shared/core';
import { App } from './app/app';
import { PRIVATE_AREAS, PUBLIC_AREAS, findArea } from './config/areas';
import { loadRemoteRoutes } from './lib/federation/load-remote-routes';
import { registerRemotesFromManifest } from './lib/federation/register-remotes';

/**
 * The code of the remote that owns the address starts loading now, beside the session's calls,
 * instead of once the session is known (docs/architecture/data-loading.md#a-cold-reload-on-a-phone).
 * A failure here is met again, and shown, where the area renders.
 */
function preloadAreaOf(pathname: string): void {
  const area = findArea(pathname, PUBLIC_AREAS) ?? (useSessionStore.getState().token ? findArea(pathname, PRIVATE_AREAS) : undefined);
  if (area) loadRemoteRoutes(area.remote).catch(() => undefined);
}

async function start() {
  // Remotes are decided at run time: rolling one back is a change of /remotes.json only.
  await registerRemotesFromManifest();
  preloadAreaOf(window.location.pathname);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
