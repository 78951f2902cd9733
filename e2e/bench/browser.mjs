// The browser run: starts the built portal (sandbox + API server with a fresh embedded database),
// drives Debian's Chromium through the pages that must stay fast for the two bulk payers
// (bulk@portal.test, bulk20k@portal.test), measures the JavaScript /login and the invoice list
// load, and writes the figures into BENCHMARKS.md. Returns them for the summary (run.mjs).
import { createRequire } from 'node:module';
import { LONG_TASK_PROBE, longestTaskSince, median, pageNow, trackBuiltScripts } from './measure.mjs';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const portal = require('../../scripts/lib/portal.cjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SORT_COLUMNS = ['Ref #', 'Doc #', 'Date', 'Total', 'Paid', 'Open', 'Due'];
/**
 * The payers whose first rows are measured; the goals of docs/architecture/data-loading.md#first-rows.
 * Sorting and Select All must stay free of long tasks for bulk@; bulk20k@ shows how the cost grows.
 */
export const BULK_USERS = [
  { login: 'bulk@portal.test', payer: '900100', goalMs: 1000, noLongTasks: true },
  { login: 'bulk20k@portal.test', payer: '950000', goalMs: 2000, noLongTasks: false },
];
const ports = benchPorts({ api: 18180, sandbox: 18190, smtp: 12625 });
const base = `http://localhost:${ports.api}`;

async function login(page, user) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(user);
  await page.getByLabel('Password').fill('Demo-pass-2026');
  const started = await pageNow(page);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
  return (await pageNow(page)) - started;
}

/**
 * The ERP stand-in builds a payer's documents on its first search and keeps them; one search per
 * payer before the clock, so every run measures the portal, not the stand-in's start.
 */
async function warmErp() {
  for (const { payer } of BULK_USERS) {
    const body = {
      payer_data: { customer_number: payer, company_code: '2000' },
      soldto_data: null,
      search_parameters: { document_type: '01', status: '01', date_from: '', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
    };
    const response = await fetch(`http://127.0.0.1:${ports.sandbox}/erp/invoice/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
  }
}

/** JavaScript of a cold /login, counted as the size test counts it. */
async function loginPageScripts(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = trackBuiltScripts(page, base);
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts();
}

/** One payer: login to first rows, then the longest main-thread task of each sort and of Select All. */
async function userRun(browser, user, { find }) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASK_PROBE);
  const scripts = trackBuiltScripts(page, base);
  const result = { loginToRows: await login(page, user), sort: {}, select: {} };
  await page.waitForLoadState('networkidle');
  result.js = scripts();
  // aria-rowcount counts the header row too (the body is virtualised: only some rows are in the page).
  result.documents = Number(await page.locator('table').first().getAttribute('aria-rowcount')) - 1;

  for (const column of SORT_COLUMNS) {
    const header = page.getByRole('columnheader', { name: column, exact: true }).getByRole('button');
    if ((await header.count()) === 0) continue;
    const since = await pageNow(page);
    await header.click();
    await page.waitForTimeout(400);
    result.sort[column] = await longestTaskSince(page, since);
  }

  // Select all the documents and clear them again: one click each.
  for (const link of ['Select All', 'Deselect All']) {
    const target = page.getByRole('button', { name: link }).or(page.getByRole('link', { name: link })).first();
    if ((await target.count()) === 0) continue;
    const since = await pageNow(page);
    await target.click();
    await page.waitForTimeout(400);
    result.select[link] = await longestTaskSince(page, since);
  }

  if (find) {
    await page.goto(`${base}/invoices/invoicesearch`);
    const button = page.getByRole('button', { name: 'Find' });
    await button.waitFor();
    const started = await pageNow(page);
    await button.click();
    await page.getByText(/Invoices found!/).waitFor({ timeout: 60_000 });
    result.findToRows = (await pageNow(page)) - started;
  }
  await context.close();
  return result;
}

const ms = (v) => `${Math.round(v)} ms`;
const task = (v) => (v === 0 ? '< 50 ms (no long task)' : ms(v));
const kib = (js) => `${(js.bytes / 1024).toFixed(1)} KiB in ${js.files} files`;

/** The medians of the runs, per payer. */
function summarise(runs, loginJs) {
  const users = BULK_USERS.map(({ login: user, goalMs, noLongTasks }) => {
    const own = runs.map((r) => r[user]);
    const med = (pick) => median(own.map(pick));
    return {
      user,
      goalMs,
      noLongTasks,
      documents: own[0].documents,
      loginToRows: med((r) => r.loginToRows),
      sort: Object.fromEntries(Object.keys(own[0].sort).map((c) => [c, med((r) => r.sort[c])])),
      select: Object.fromEntries(Object.keys(own[0].select).map((l) => [l, med((r) => r.select[l])])),
      findToRows: own[0].findToRows === undefined ? undefined : med((r) => r.findToRows),
      js: own[0].js,
    };
  });
  return { login: loginJs, invoices: users[0].js, users };
}

function report(figures) {
  const rows = [
    ['JavaScript of /login (gzip of the built files, cold)', kib(figures.login)],
    ['JavaScript of logging in until the invoice rows show', kib(figures.invoices)],
  ];
  for (const u of figures.users) {
    const who = `${u.user} (${u.documents.toLocaleString('en-US')} open documents)`;
    rows.push([`Login to first rows, ${who}`, ms(u.loginToRows)]);
    if (u.findToRows !== undefined) rows.push([`Find to results, statement search, ${u.user}`, ms(u.findToRows)]);
    for (const [column, v] of Object.entries(u.sort)) rows.push([`Longest main-thread task, sort by ${column}, ${u.user}`, task(v)]);
    for (const [link, v] of Object.entries(u.select)) rows.push([`Longest main-thread task, ${link}, ${u.user}`, task(v)]);
  }
  return rows;
}

export async function runBrowserBench() {
  const sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true, allowedOrigins: base });
  let api;
  let browser;
  try {
    api = await portal.startApi({ port: ports.api, sandboxPort: ports.sandbox, quiet: true, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_PORT: String(ports.smtp) } });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
    await warmErp();
    const loginJs = await loginPageScripts(browser);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = {};
      for (const { login: user } of BULK_USERS) run[user] = await userRun(browser, user, { find: user === BULK_USERS[0].login });
      runs.push(run);
    }
    const figures = summarise(runs, loginJs);
    const table = markdownTable(['measure', `median of ${RUNS} runs`], report(figures));
    console.log(table);
    writeSection('results', `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}.\n\n${table}`);
    return figures;
  } finally {
    await browser?.close();
    await portal.stop(api);
    await portal.stop(sandbox);
  }
}
