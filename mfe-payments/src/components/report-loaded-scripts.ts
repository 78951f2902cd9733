import { useEffect } from 'react';
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

/**
 * A payment page tells the API server which scripts its browser loaded; the server flags any that
 * no release inventoried (PCI DSS 11.6.1, docs/security/client-reports.md#scripts-a-payment-page-loaded).
 * Once per visit of the page; a lost report costs nothing.
 */
export function ReportLoadedScripts({ page }: { page: LoadedScriptsBody['page'] }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const scripts = loadedScripts();
      if (scripts.length === 0) return;
      callApi('POST /client-reports/scripts', { body: { page, scripts } }, { skipErrorToast: true }).catch(() => undefined);
    }, AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [page]);
  return null;
}
