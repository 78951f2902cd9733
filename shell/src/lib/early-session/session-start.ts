// The page's early script (docs/architecture/phone-reload.md): the API
// server names it in a reloaded page behind login, where it runs as soon as it arrives, long
// before the apps' code has, and sends the session's calls and the invoice list's search.
import { EARLY_ANSWERS, EARLY_SEARCH_KEY, SESSION_STORAGE_KEY } from './early-calls';
import { startEarlyCalls } from './start-early-calls';

try {
  const inputs = { session: sessionStorage.getItem(SESSION_STORAGE_KEY), search: sessionStorage.getItem(EARLY_SEARCH_KEY), page: location.pathname };
  const early = startEarlyCalls(inputs, fetch.bind(window), Date.now() / 1000);
  if (early) (window as unknown as Record<string, unknown>)[EARLY_ANSWERS] = early;
} catch {
  // No storage (a locked-down browser): the apps ask themselves.
}
