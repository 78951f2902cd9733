// The page's early script (docs/architecture/data-loading.md#a-cold-reload-on-a-phone): the API
// server names it in a reloaded page behind login, where it runs as soon as it arrives, long
// before the shell's code has, and sends the session's calls.
import { EARLY_ANSWERS, SESSION_STORAGE_KEY } from './early-calls';
import { startEarlyCalls } from './start-early-calls';

try {
  const early = startEarlyCalls(sessionStorage.getItem(SESSION_STORAGE_KEY), fetch.bind(window), Date.now() / 1000);
  if (early) (window as unknown as Record<string, unknown>)[EARLY_ANSWERS] = early;
} catch {
  // No storage (a locked-down browser): the shell asks itself.
}
