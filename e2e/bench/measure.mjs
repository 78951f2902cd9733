// What the benchmark measures in the page, kept apart from how it starts the portal.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');

/** Records long tasks (> 50 ms, the browser's own threshold) from page start. */
export const LONG_TASK_PROBE = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** The longest main-thread task since `since` (ms on the page's clock), 0 when none passed 50 ms. */
export async function longestTaskSince(page, since) {
  return page.evaluate((t) => Math.max(0, ...window.__longTasks.filter((x) => x.start >= t).map((x) => x.duration)), since);
}

export const pageNow = (page) => page.evaluate(() => performance.now());

/** Bytes of JavaScript as sent over the wire (compressed), through the DevTools protocol. */
export async function trackScriptBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  return () => ({ bytes, files: scripts.size });
}

/**
 * Every script the page loads from the portal, sized as gzip (level 9) of the built file, as the
 * size test counts them (e2e/src/script-bytes.ts, docs/architecture/frontend.md#javascript-budgets):
 * the same bytes on every run, unlike transfer sizes, which carry headers.
 */
export function trackBuiltScripts(page, origin) {
  const seen = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (url.origin !== new URL(origin).origin || seen.has(url.pathname)) return;
    const parts = url.pathname.split('/').filter(Boolean);
    const file =
      parts[0] === 'remotes' && parts.length >= 3
        ? path.join(repoRoot, parts[1], 'dist', ...parts.slice(2))
        : path.join(repoRoot, 'shell', 'dist', ...parts);
    seen.set(url.pathname, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  });
  return () => ({ bytes: [...seen.values()].reduce((a, b) => a + b, 0), files: seen.size });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
