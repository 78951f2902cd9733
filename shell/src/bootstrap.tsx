import { createRoot, hydrateRoot } from 'react-dom/client';
import { useSessionStore } from 'shared/core';
import { App } from './app/app';
import { loadPrerenderedPage } from './app/routes';
import { registerRemotesFromManifest } from './lib/federation/register-remotes';
import { holdSubmitsUntilHydrated, prerenderedBrand } from './lib/prerendered';

async function start() {
  const container = document.getElementById('root')!;
  const brand = prerenderedBrand(container);
  // A page the build pre-rendered (/login, docs/architecture/frontend.md#the-pre-rendered-login)
  // is hydrated at once: it needs no remote, so /remotes.json is read meanwhile, not before. A
  // logged-in visitor's app renders more than the build did (the session upkeep): it renders anew.
  if (brand !== null && !useSessionStore.getState().token) {
    holdSubmitsUntilHydrated(container);
    void registerRemotesFromManifest();
    await loadPrerenderedPage();
    hydrateRoot(container, <App prerendered={brand} />);
    return;
  }
  // Remotes are decided at run time: rolling one back is a change of /remotes.json only.
  await registerRemotesFromManifest();
  createRoot(container).render(<App />);
}

void start();
