import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './lib/federation/register-remotes';

async function start() {
  // Remotes are decided at run time: rolling one back is a change of /remotes.json only.
  await registerRemotesFromManifest();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
