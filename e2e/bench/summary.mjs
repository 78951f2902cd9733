// The table in one place: every figure of the browser run and the throughput run of one
// `npm run bench`, beside the figure before the work and the goal, with the ratios
// (docs/architecture/testing.md#benchmarks). Nothing is asserted: people read and compare it.
import { markdownTable } from './report.mjs';

/** Where the portal stood when the goals were set (measured on the landed main, cold, this machine). */
const BEFORE = {
  loginJs: '499 KiB in 73 files',
  invoicesJs: '659 KiB in 105 files',
  search: 'about 170 vs 2,660 req/s (6 %); p50 270 ms vs 17 ms',
  accountsRps: 670,
  bulkBytes: '3.0 MB, not compressed',
  firstRows: 'about 1.5 s',
};
const GOAL = { loginKib: 190, loginFiles: 15, invoicesKib: 250, invoicesFiles: 25, searchShare: 50, p99Ratio: 3, accountsTimes: 4, wireShare: 15 };

const kib = (js) => `${(js.bytes / 1024).toFixed(1)} KiB in ${js.files} files`;
const met = (yes) => (yes ? 'met' : 'not met');
const longest = (values) => Math.max(0, ...values);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The summary table from the figures runBrowserBench and runThroughputBench returned. */
export function summaryTable(browser, throughput) {
  const rows = [];
  if (browser) {
    const { login, invoices } = browser;
    rows.push([
      '/login, JavaScript (gzip)',
      BEFORE.loginJs,
      kib(login),
      `≤ ${GOAL.loginKib} KiB in ≤ ${GOAL.loginFiles} files`,
      met(login.bytes / 1024 <= GOAL.loginKib && login.files <= GOAL.loginFiles),
    ]);
    rows.push([
      'login then /invoices rows, all JavaScript (gzip)',
      BEFORE.invoicesJs,
      kib(invoices),
      `≤ ${GOAL.invoicesKib} KiB in ≤ ${GOAL.invoicesFiles} files`,
      met(invoices.bytes / 1024 <= GOAL.invoicesKib && invoices.files <= GOAL.invoicesFiles),
    ]);
  }
  if (throughput) {
    const { erp, bareProxy, viaPortal, accounts, accountsPg, bulkBytes } = throughput;
    const share = (viaPortal.rps / erp.rps) * 100;
    const p99Ratio = viaPortal.p99 / Math.max(1, erp.p99);
    rows.push([
      'POST /api/Invoice, one sold-to, 50 connections: the portal vs the ERP stand-in alone',
      BEFORE.search,
      `${Math.round(viaPortal.rps)} vs ${Math.round(erp.rps)} req/s (**${share.toFixed(0)} %**); p50 ${viaPortal.p50} vs ${erp.p50} ms; p99 ${viaPortal.p99} vs ${erp.p99} ms (**${p99Ratio.toFixed(1)} ×**)`,
      `≥ ${GOAL.searchShare} %; p99 ≤ ${GOAL.p99Ratio} ×`,
      `${met(share >= GOAL.searchShare)}; ${met(p99Ratio <= GOAL.p99Ratio)}`,
    ]);
    rows.push([
      'for scale, in the same run: a bare proxy (Fastify and undici passing the ERP bytes on, no checks) vs the ERP stand-in',
      '—',
      `${Math.round(bareProxy.rps)} req/s (**${((bareProxy.rps / erp.rps) * 100).toFixed(0)} %**); p99 ${bareProxy.p99} ms (**${(bareProxy.p99 / Math.max(1, erp.p99)).toFixed(1)} ×**)`,
      'the floor of one more HTTP hop here',
      '',
    ]);
    for (const [name, figures] of [['PGlite', accounts], ['PostgreSQL', accountsPg]]) {
      if (!figures) continue;
      const times = figures.rps / BEFORE.accountsRps;
      rows.push([
        `POST /api/token/getuseraccounts, 50 connections (${name})`,
        `about ${BEFORE.accountsRps} req/s (PGlite)`,
        `${Math.round(figures.rps)} req/s (**${times.toFixed(1)} ×**), p50 ${figures.p50} ms`,
        `≥ ${GOAL.accountsTimes} × (${GOAL.accountsTimes * BEFORE.accountsRps} req/s)`,
        met(times >= GOAL.accountsTimes),
      ]);
    }
    const pct = (bytes) => `${((bytes / bulkBytes.plain) * 100).toFixed(1)} %`;
    rows.push([
      'invoice search of bulk@portal.test, on the wire',
      BEFORE.bulkBytes,
      `${(bulkBytes.plain / 1e6).toFixed(2)} MB plain; gzip ${(bulkBytes.gzip / 1e6).toFixed(2)} MB (**${pct(bulkBytes.gzip)}**), brotli ${(bulkBytes.br / 1e6).toFixed(2)} MB (**${pct(bulkBytes.br)}**)`,
      `compressed: ≤ ${GOAL.wireShare} %`,
      met(Math.max(bulkBytes.gzip, bulkBytes.br) / bulkBytes.plain <= GOAL.wireShare / 100),
    ]);
  }
  if (browser) {
    for (const u of browser.users) {
      rows.push([
        `login to first rows, ${u.user} (${u.documents.toLocaleString('en-US')} open documents)`,
        u.goalMs === 1000 ? BEFORE.firstRows : '—',
        seconds(u.loginToRows),
        `≤ ${seconds(u.goalMs)}`,
        met(u.loginToRows <= u.goalMs),
      ]);
      const task = longest([...Object.values(u.sort), ...Object.values(u.select)]);
      rows.push([
        `longest main-thread task while sorting every column and Select All / Deselect All, ${u.user}`,
        '—',
        task === 0 ? 'no long task (none over 50 ms)' : `${Math.round(task)} ms`,
        u.noLongTasks ? 'no long task' : '— (shows how the cost grows)',
        u.noLongTasks ? met(task === 0) : '',
      ]);
    }
  }
  return markdownTable(['figure', 'before', 'now', 'goal', ''], rows);
}
