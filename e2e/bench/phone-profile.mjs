// The phone run's CPU part (`npm run bench -- phone`, issue 23 item 3): the main thread of a cold,
// throttled /invoices reload (Lighthouse's mobile network, CPU 4× slower), logged in as
// soldto@portal.test, sampled by V8's profiler from navigation to the first invoice row. Reports the
// busy time by script and the functions that cost most, and writes them into BENCHMARKS.md, so that
// what runs before the first row can be cut where it need not run there
// (docs/architecture/phone-reload.md). Run `npm run build` first.
import { CHROMIUM, withBenchPortal } from './bench-portal.mjs';
import { FIRST_ROW_PROBE, PHONE_CPU_SLOWDOWN, PHONE_NETWORK } from './phone-waterfall.mjs';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const LOGIN = 'soldto@portal.test';
const PASSWORD = 'Demo-pass-2026';
const ports = benchPorts({ api: 18480, sandbox: 18490, smtp: 18495 });
const base = `http://localhost:${ports.api}`;
/** V8's nodes that are not JavaScript of a script. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * Self time (ms) per profile node, from its samples: each sample's time delta is charged to the
 * node that was on top of the stack then.
 */
export function selfTimes(profile) {
  const times = new Map();
  profile.samples.forEach((id, i) => times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  return profile.nodes.map((node) => ({ node, ms: times.get(node.id) ?? 0 }));
}

const scriptOf = (url) => (url ? new URL(url).pathname : '');

/** Busy time by script (V8's own buckets by their names) and the costliest functions. */
export function summarise(profile) {
  const byScript = new Map();
  const byFunction = new Map();
  for (const { node, ms } of selfTimes(profile)) {
    if (ms === 0) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = NOT_SCRIPT.has(functionName) ? functionName : scriptOf(url) || '(native or inline)';
    byScript.set(name, (byScript.get(name) ?? 0) + ms);
    if (NOT_SCRIPT.has(functionName)) continue;
    const fn = `${functionName || '(anonymous)'} ${scriptOf(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  const busy = sorted(byScript).filter(([name]) => name !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  return { busy, idle: byScript.get('(idle)') ?? 0, scripts: sorted(byScript), functions: sorted(byFunction) };
}

async function profiledReload(browser) {
  const login = await fetch(`${base}/api/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: PASSWORD }),
  });
  const { token, refreshToken } = await login.json();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(FIRST_ROW_PROBE);
  await page.addInitScript(
    ([t, r]) => {
      if (!sessionStorage.getItem('portal-session')) {
        sessionStorage.setItem('portal-session', JSON.stringify({ state: { token: t, refreshToken: r, impersonatedUserId: null, selectedAccount: null, isLoggedIn: true }, version: 0 }));
      }
    },
    [token, refreshToken],
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The tab showed the list once, unthrottled, as the waterfall's reload does (phone-waterfall.mjs).
  await page.goto(`${base}/invoices`);
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 120_000, polling: 200 });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 120_000, polling: 200 });
  const { profile } = await cdp.send('Profiler.stop');
  const marks = await page.evaluate(() => ({
    firstRow: window.__firstRow,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  await context.close();
  return { profile, marks };
}

const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;

export function runPhoneProfileBench() {
  return withBenchPortal(ports, base, async (browser) => {
    // Once first: the ERP stand-in builds a payer's documents on its first search.
    await profiledReload(browser);
    const { profile, marks } = await profiledReload(browser);
    const { busy, idle, scripts, functions } = summarise(profile);
    const scriptTable = markdownTable(['script (self time on the main thread)', 'time', 'share of busy time'], scripts
      .filter(([name]) => name !== '(idle)')
      .slice(0, 15)
      .map(([name, t]) => [`\`${name}\``, ms(t), `${((100 * t) / busy).toFixed(0)} %`]));
    const functionTable = markdownTable(['function (self time)', 'time'], functions.slice(0, 15).map(([name, t]) => [`\`${name}\``, ms(t)]));
    const summary =
      `First contentful paint ${marks.fcp === null ? 'not recorded' : ms(marks.fcp)}, first invoice row ${ms(marks.firstRow)}; ` +
      `until then the main thread was busy ${ms(busy)} and idle ${ms(idle)} (waiting for the network).`;
    console.log(summary);
    console.log(scriptTable);
    console.log(functionTable);
    writeSection(
      'phone-profile',
      `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}: a cold /invoices reload of ${LOGIN}, ` +
        `throttled (562.5 ms RTT, 1.47 Mbps, CPU ${PHONE_CPU_SLOWDOWN}×), sampled every 0.2 ms from navigation to the first row.\n\n` +
        `${summary}\n\n${scriptTable}\n\n${functionTable}`,
    );
    return { busy, idle, marks };
  });
}
