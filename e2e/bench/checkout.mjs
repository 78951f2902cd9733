// The checkout run: bulk@portal.test (3,181 open documents) and bulk20k@portal.test (13,022, well
// beyond the 5,000 a checkout must take) select every document and open checkout, as in
// docs/product/checkout-and-payments.md#checkout-page. Measures how long checkout takes to open,
// the longest main-thread task while it opens, while typing a pay amount, and while
// wheel-scrolling the invoice list; writes them into BENCHMARKS.md. No test asserts them.
import { createRequire } from 'node:module';
import { LONG_TASK_PROBE, longestTaskSince, median, pageNow } from './measure.mjs';
import { machine, markdownTable, today, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const portal = require('../../scripts/lib/portal.cjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ports = { api: 18780, sandbox: 18790, smtp: 13225 };
const base = `http://localhost:${ports.api}`;

/** Who selects everything: the payer of the performance goals, and one four times larger. */
const USERS = ['bulk@portal.test', 'bulk20k@portal.test'];

async function oneRun(browser, user) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASK_PROBE);
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(user);
  await page.getByLabel('Password').fill('Demo-pass-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const result = {};

  // Wheel down the list, 20 ticks, as a mouse would.
  await page.locator('.MuiTableContainer-root').hover();
  let since = await pageNow(page);
  for (let i = 0; i < 20; i += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  result.wheel = await longestTaskSince(page, since);

  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await page.waitForTimeout(500);
  since = await pageNow(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('selected-invoice').first().waitFor({ timeout: 120_000 });
  result.open = (await pageNow(page)) - since;
  await page.waitForTimeout(300);
  result.openTask = await longestTaskSince(page, since);
  result.count = (await page.getByTestId('selected-count').textContent()).trim();

  // Type a new pay amount into the first invoice, one key at a time.
  const amount = page.locator('[data-testid=selected-invoice] input[id$="-amount"]:not([readonly])').first();
  await amount.click();
  since = await pageNow(page);
  await amount.press('End');
  for (const key of ['Backspace', 'Backspace', '1', '5', 'Backspace', '0']) await amount.press(key);
  await page.waitForTimeout(300);
  result.typing = await longestTaskSince(page, since);
  await context.close();
  return result;
}

function report(user, runs) {
  const ms = (v) => `${Math.round(v)} ms`;
  const task = (v) => (v === 0 ? '< 50 ms (no long task)' : ms(v));
  return [
    [`Continue to checkout rendered, ${runs[0].count}, ${user}`, ms(median(runs.map((r) => r.open)))],
    [`Longest main-thread task while checkout opens, ${user}`, task(median(runs.map((r) => r.openTask)))],
    [`Longest main-thread task while typing a pay amount (6 keys), ${user}`, task(median(runs.map((r) => r.typing)))],
    [`Longest main-thread task while wheel-scrolling the invoice list (20 ticks), ${user}`, task(median(runs.map((r) => r.wheel)))],
  ];
}

export async function runCheckoutBench() {
  const sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true, allowedOrigins: base });
  const api = await portal.startApi({ port: ports.api, sandboxPort: ports.sandbox, quiet: true, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DATABASE_URL: '' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const rows = [];
    for (const user of USERS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser, user));
      rows.push(...report(user, runs));
    }
    const table = markdownTable(['measure', `median of ${RUNS} runs`], rows);
    console.log(table);
    writeSection('checkout-results', `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}.\n\n${table}`);
  } finally {
    await browser.close();
    await portal.stop(api);
    await portal.stop(sandbox);
  }
}
