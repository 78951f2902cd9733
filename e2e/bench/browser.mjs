// The browser run: starts the built portal (sandbox + API server with a fresh embedded database),
// drives Debian's Chromium through the pages that must stay fast with bulk@portal.test's 5,000
// documents, and writes the figures into BENCHMARKS.md.
import { createRequire } from 'node:module';
import { LONG_TASK_PROBE, longestTaskSince, median, pageNow, trackScriptBytes } from './measure.mjs';
import { machine, markdownTable, today, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const portal = require('../../scripts/lib/portal.cjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SORT_COLUMNS = ['Ref #', 'Doc #', 'Date', 'Total', 'Paid', 'Open', 'Due'];
const ports = { api: 18180, sandbox: 18190, smtp: 12625 };
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

async function oneRun(browser) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASK_PROBE);
  const scriptBytes = await trackScriptBytes(page);
  const result = { loginToRows: await login(page, 'bulk@portal.test'), js: scriptBytes(), sort: {} };

  for (const column of SORT_COLUMNS) {
    const header = page.getByRole('columnheader', { name: column, exact: true }).getByRole('button');
    if ((await header.count()) === 0) continue;
    const since = await pageNow(page);
    await header.click();
    await page.waitForTimeout(400);
    result.sort[column] = await longestTaskSince(page, since);
  }

  // Select all 5,000 and clear again: one click each.
  for (const link of ['Select All', 'Deselect All']) {
    const target = page.getByRole('button', { name: link }).or(page.getByRole('link', { name: link })).first();
    if ((await target.count()) === 0) continue;
    const since = await pageNow(page);
    await target.click();
    await page.waitForTimeout(400);
    result[`longest task: ${link}`] = await longestTaskSince(page, since);
  }

  await page.goto(`${base}/invoices/invoicesearch`);
  const find = page.getByRole('button', { name: 'Find' });
  await find.waitFor();
  const started = await pageNow(page);
  await find.click();
  await page.getByText(/Invoices found!/).waitFor({ timeout: 60_000 });
  result.findToRows = (await pageNow(page)) - started;
  await context.close();
  return result;
}

function report(runs) {
  const ms = (v) => `${Math.round(v)} ms`;
  const task = (v) => (v === 0 ? '< 50 ms (no long task)' : ms(v));
  return [
    ['Login to first rows, bulk@portal.test (5,000 documents)', ms(median(runs.map((r) => r.loginToRows)))],
    ['Find to results, statement search', ms(median(runs.map((r) => r.findToRows)))],
    ...SORT_COLUMNS.filter((c) => runs[0].sort[c] !== undefined).map((c) => [`Longest main-thread task, sort by ${c}`, task(median(runs.map((r) => r.sort[c])))]),
    ...['Select All', 'Deselect All']
      .filter((l) => runs[0][`longest task: ${l}`] !== undefined)
      .map((l) => [`Longest main-thread task, ${l}`, task(median(runs.map((r) => r[`longest task: ${l}`])))]),
    ['JavaScript transferred for /invoices (compressed, cold cache)', `${(median(runs.map((r) => r.js.bytes)) / 1024).toFixed(1)} KiB in ${runs[0].js.files} files`],
  ];
}

export async function runBrowserBench() {
  const sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true, allowedOrigins: base });
  const api = await portal.startApi({ port: ports.api, sandboxPort: ports.sandbox, quiet: true, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DATABASE_URL: '' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser));
    const table = markdownTable(['measure', `median of ${RUNS} runs`], report(runs));
    console.log(table);
    writeSection('results', `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}.\n\n${table}`);
  } finally {
    await browser.close();
    await portal.stop(api);
    await portal.stop(sandbox);
  }
}
