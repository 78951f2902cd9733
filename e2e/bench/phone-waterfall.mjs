// The phone run's waterfall part (`npm run bench -- phone`, issue 23): a cold reload of /invoices,
// logged in, in Chromium with Lighthouse's mobile throttling applied through the DevTools protocol
// (562.5 ms per round trip, 1.47 Mbps down, 675 kbps up, CPU 4× slower), for soldto@ and bulk@;
// then a cold /login, 'Log In' clicked, to the first invoice row. Reports the first-row times, the
// chain of requests each waited for (the sequential round trips, read from the timings), and writes
// them into BENCHMARKS.md (docs/architecture/data-loading.md#first-rows). Run `npm run build` first.
import { CHROMIUM, withBenchPortal } from './bench-portal.mjs';
import { median } from './measure.mjs';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PASSWORD = 'Demo-pass-2026';
/** Lighthouse's mobile preset ("slow 4G"), as DevTools applies it. */
export const PHONE_NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1.47 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** BENCH_PHONE_CPU=1 leaves the CPU as it is (the network's throttling alone). */
export const PHONE_CPU_SLOWDOWN = Number(process.env.BENCH_PHONE_CPU ?? 4);
export const PHONE_USERS = [
  { login: 'soldto@portal.test', goalMs: 3000 },
  { login: 'bulk@portal.test', goalMs: 4000 },
];
const ports = benchPorts({ api: 18380, sandbox: 18390, smtp: 18395 });
const base = `http://localhost:${ports.api}`;

/** Notes, on the page's clock, when the first invoice row is in the page. */
export const FIRST_ROW_PROBE = () => {
  const seen = () => {
    if (window.__firstRow === undefined && document.querySelector('table tbody tr')) window.__firstRow = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
};

async function tokensOf(login, origin) {
  const response = await fetch(`${origin}/api/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${login} answered ${response.status}`);
  return response.json();
}

/**
 * A fresh context (cold cache), throttled as a phone on a mobile network, recording every request;
 * with `throttled: false`, throttled only once `throttle()` is called. `contextOptions`: more of
 * the context's options (the nginx run accepts its own certificate).
 */
async function phonePage(browser, { throttled = true, contextOptions = {} } = {}) {
  // The desktop layout, as issue 23 measured it: the throttling is the phone's network and CPU, and
  // the first row is the invoice table's (a phone's screen shows the invoices as cards).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  await page.addInitScript(FIRST_ROW_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const throttle = async () => {
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  };
  if (throttled) await throttle();
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!requests.has(e.requestId)) requests.set(e.requestId, { url: e.request.url, start: e.timestamp * 1000, end: null });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.protocol = e.response.protocol;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp * 1000;
  });
  return { context, page, throttle, requests: () => [...requests.values()], forget: () => requests.clear() };
}

/**
 * The sequential round trips before the first row, read from the timings: a request waited for
 * every request that had finished before it started, so its depth is one more than the deepest of
 * those. An upper bound (a request may start late for another reason than an answer), which the
 * end-to-end test counts exactly (e2e/tests/round-trips.test.ts).
 */
export function chainBefore(requests, until, origin = base) {
  const done = requests.filter((r) => r.end !== null && r.start <= until).sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const r of done) {
    const before = done.filter((p) => p !== r && depth.has(p) && p.end <= r.start);
    depth.set(r, 1 + Math.max(0, ...before.map((p) => depth.get(p))));
  }
  const t0 = done[0]?.start ?? 0;
  const rows = done.map((r) => ({ depth: depth.get(r), at: Math.round(r.start - t0), url: r.url.replace(origin, '') }));
  return { count: Math.max(0, ...rows.map((r) => r.depth)), rows };
}

/**
 * Reload of /invoices, logged in, cold: the first row's time from navigation start. The tab showed
 * the list once before, unthrottled, as a tab that reloads it has (the session's account chosen,
 * the list's search kept for the early script: docs/architecture/phone-reload.md);
 * the reload then runs throttled, with nothing cached. `origin`: where the browser loads the portal;
 * `tokenOrigin`: where this process logs in (the nginx run's plain listener: Node's fetch refuses
 * the run's own certificate).
 */
export async function reloadRun(browser, login, { origin = base, tokenOrigin = origin, contextOptions } = {}) {
  const { refreshToken, token } = await tokensOf(login, tokenOrigin);
  const { context, page, requests, throttle, forget } = await phonePage(browser, { throttled: false, contextOptions });
  await page.addInitScript(
    ([t, r]) => {
      if (!sessionStorage.getItem('portal-session')) {
        sessionStorage.setItem('portal-session', JSON.stringify({ state: { token: t, refreshToken: r, impersonatedUserId: null, selectedAccount: null, isLoggedIn: true }, version: 0 }));
      }
    },
    [token, refreshToken],
  );
  await page.goto(`${origin}/invoices`);
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 120_000, polling: 200 });
  await throttle();
  forget();
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 120_000, polling: 200 });
  const firstRow = await page.evaluate(() => window.__firstRow);
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const chain = chainBefore(requests(), navigationStart + firstRow, origin);
  const protocols = [...new Set(requests().map((r) => r.protocol).filter(Boolean))];
  await context.close();
  return { firstRow, chain, protocols };
}

/**
 * Cold /login, then 'Log In' to the first invoice row. The form is filled in once it has hydrated,
 * as a person's typing takes longer than the page's code: a click before then waits for the
 * hydration, which is the page's load, not the login's (docs/architecture/phone-main-thread.md#the-login-click).
 * Playwright fills each field at once, and the first key asks for the sign-in's code; `typed` waits
 * for that code as a person's typing of an address and a password would, before the click.
 */
export async function loginRun(browser, login, { origin = base, contextOptions, typed = false } = {}) {
  const { context, page } = await phonePage(browser, { contextOptions });
  await page.goto(`${origin}/login`);
  await page.locator('form[data-live]').waitFor({ timeout: 120_000 });
  await page.getByLabel('Email').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  if (typed) await page.waitForLoadState('networkidle');
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 120_000, polling: 200 });
  const firstRow = await page.evaluate(() => window.__firstRow);
  await context.close();
  return firstRow - clicked;
}

const ms = (v) => `${(v / 1000).toFixed(2)} s`;

/**
 * The phone's runs against the portal at `options.origin` (reloadRun's options): one unthrottled
 * load per user first (the ERP stand-in builds a payer's documents on its first search), then
 * RUNS rounds of a reload per user and two login clicks, one as soon as the form is filled and one
 * once the code its typing asked for has come. Returns the runs and the table's rows, with the
 * round-trip rows when `roundTrips`.
 */
export async function phoneRuns(browser, options = {}, { roundTrips = true } = {}) {
  for (const { login } of PHONE_USERS) await reloadRun(browser, login, options).catch(() => undefined);
  const reloads = Object.fromEntries(PHONE_USERS.map((u) => [u.login, []]));
  const logins = [];
  const typedLogins = [];
  for (let i = 0; i < RUNS; i += 1) {
    for (const { login } of PHONE_USERS) reloads[login].push(await reloadRun(browser, login, options));
    logins.push(await loginRun(browser, PHONE_USERS[0].login, options));
    typedLogins.push(await loginRun(browser, PHONE_USERS[0].login, { ...options, typed: true }));
  }
  const rows = [];
  for (const { login, goalMs } of PHONE_USERS) {
    const runs = reloads[login];
    rows.push([`/invoices reload, logged in, first invoice row, ${login}`, ms(median(runs.map((r) => r.firstRow))), `≤ ${ms(goalMs)}`]);
    if (roundTrips) rows.push([`sequential round trips before the first row, ${login}`, String(median(runs.map((r) => r.chain.count))), '≤ 4']);
  }
  rows.push([`login click → first row, ${PHONE_USERS[0].login}`, ms(median(logins)), '≤ 3.00 s']);
  rows.push([`the same, clicked once the sign-in's code the typing asked for has come`, ms(median(typedLogins)), '≤ 3.00 s']);
  return { reloads, logins, typedLogins, rows, medianOf: `median of ${RUNS} runs` };
}

export function runPhoneWaterfallBench() {
  return withBenchPortal(ports, base, async (browser) => {
    const { reloads, logins, rows, medianOf } = await phoneRuns(browser);
    const table = markdownTable(['figure (throttled: 562.5 ms RTT, 1.47 Mbps, CPU 4×; cold)', medianOf, 'goal'], rows);
    const last = reloads[PHONE_USERS[0].login].at(-1).chain.rows;
    const waterfall = last.map((r) => `${String(r.at).padStart(6)} ms  [${r.depth}] ${r.url}`).join('\n');
    console.log(table);
    console.log(waterfall);
    writeSection(
      'phone-waterfall',
      `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}.\n\n${table}\n\nThe last reload of ${PHONE_USERS[0].login}, each request with the round trip it waited for ([n]):\n\n\`\`\`\n${waterfall}\n\`\`\``,
    );
    return { reloads, logins };
  });
}
