import { callApi, type LoadedScriptsBody } from 'shared';

/** How long after a payment page shows its scripts are read: its lazy parts have come by then. */
const AFTER_MS = 3000;

/**
 * The scripts this document has loaded, from Resource Timing: same-origin ones by path, others by
 * origin and path (never a query string, which may carry a token).
 */
export function loadedScripts(origin: string = window.location.origin): string[] {
  const found = new Set<string>();
  // A browser without Resource Timing (or a test's DOM) has nothing to report: no report is sent.
  if (typeof performance.getEntriesByType !== 'function') return [];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    if (!/\.m?js$/.test(url.pathname) && entry.initiatorType !== 'script') continue;
    found.add(url.origin === origin ? url.pathname : `${url.origin}${url.pathname}`);
  }
  return [...found].slice(0, 200);
}

/** The report of the visit before, while it waits: a new visit replaces it. */
let waiting: number | undefined;

/**
 * Tells the API server, a few seconds after a payment page shows, which scripts its browser
 * loaded; the server flags any that no release inventoried (PCI DSS 11.6.1,
 * docs/security/client-reports.md#scripts-a-payment-page-loaded). The shell sends it, not the
 * payments remote it watches. Once per visit: a page left before then sends nothing, and a lost
 * report costs nothing. Loaded by ./use-payment-page-report.ts on a payment page only.
 */
export function report(page: LoadedScriptsBody['page']): void {
  window.clearTimeout(waiting);
  waiting = window.setTimeout(() => {
    const scripts = loadedScripts();
    if (window.location.pathname !== page || scripts.length === 0) return;
    callApi('POST /client-reports/scripts', { body: { page, scripts } }, { skipErrorToast: true }).catch(() => undefined);
  }, AFTER_MS);
}
