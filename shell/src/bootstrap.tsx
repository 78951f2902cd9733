import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPrerenderedPage } from './app/routes';
import { registerRemotesFromManifest } from './lib/federation/register-remotes';
import { holdSubmitsUntilHydrated, prerenderedBrand } from './lib/prerendered';

async function start() {
  const container = document.getElementById('root')!;
  const brand = prerenderedBrand(container);
  // A page the build pre-rendered (/login, docs/architecture/frontend.md#the-pre-rendered-login)
  // is hydrated once its own chunk is there, loaded beside /remotes.json.
  if (brand) holdSubmitsUntilHydrated(container);
  // Remotes are decided at run time: rolling one back is a change of /remotes.json only.
  await Promise.all([registerRemotesFromManifest(), brand && loadPrerenderedPage()]);
  const app = <App prerendered={brand} />;
  if (brand) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
