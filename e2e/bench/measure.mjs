// What the benchmark measures in the page, kept apart from how it starts the portal.

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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
