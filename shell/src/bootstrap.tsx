import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerRemotesFromManifest } from './lib/federation/register-remotes';
import { holdSubmitsUntilHydrated, prerenderedBrand } from './lib/prerendered';

async function start() {
  const container = document.getElementById('root')!;
  const brand = prerenderedBrand(container);
  // A page the build pre-rendered (/login, docs/architecture/prerendered-login.md) is hydrated
  // once its own chunk is there, and a page behind login rendered once the frame's is
  // (docs/architecture/phone-main-thread.md#no-fallback-for-code-that-is-there), each loaded
  // beside /remotes.json.
  if (brand) holdSubmitsUntilHydrated(container);
  // Remotes are decided at run time: rolling one back is a change of /remotes.json only.
  const remotes = registerRemotesFromManifest();
  // React DOM's modules have run in this task; the app's (MUI's) run in the next, so that neither
  // is one long task on a phone (docs/architecture/prerendered-login.md#the-main-thread-at-start).
  // 'eager' keeps them in the chunks they are in.
  await new Promise((resolve) => setTimeout(resolve));
  const { App, loadFirstScreen } = await import(/* webpackMode: "eager" */ './app/app');
  await Promise.all([remotes, loadFirstScreen(Boolean(brand))]);
  const app = <App prerendered={brand} />;
  // As a transition, hydration is rendered in slices between input, not in one long task.
  if (brand) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
