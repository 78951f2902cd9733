// The phone run's Lighthouse part (issue 23): Lighthouse 12.2.3's mobile preset (a mid-range phone,
// simulated slow 4G and a CPU 4× slower) on /login of the built portal, cold each time, in Debian's
// Chromium; prints the score, LCP and TBT, and writes them into BENCHMARKS.md. PHONE_URL measures a
// portal that already runs (for instance through nginx); otherwise the run starts the built portal
// (sandbox + API server with a fresh embedded database; ports 18780/18790, SMTP 18770, moved by
// BENCH_PORT_OFFSET). Run `npm run build` first.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { median } from './measure.mjs';
import { machine, markdownTable, today, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const portal = require('../../scripts/lib/portal.cjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The goals of issue 23 for /login on Lighthouse's mobile preset. */
export const LIGHTHOUSE_GOALS = { score: 98, lcpMs: 1500, tbtMs: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

/** One cold Lighthouse run of `url` in a Chromium of its own: the figures of its performance category. */
async function lighthouseOnce(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // No configuration: Lighthouse's default is the mobile preset (Moto G Power, simulated throttling).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr } = result;
    // LIGHTHOUSE_REPORT=<file> keeps the last run's whole report, to read where the time went.
    if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, result.report);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      speedIndexMs: audit('speed-index'),
      cls: audit('cumulative-layout-shift'),
      lighthouse: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
}

async function withPortal(use) {
  if (process.env.PHONE_URL) return use(process.env.PHONE_URL.replace(/\/$/, ''));
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  const ports = { api: 18780 + offset, sandbox: 18790 + offset, smtp: 18770 + offset };
  const base = `http://localhost:${ports.api}`;
  const sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true, allowedOrigins: base });
  let api;
  try {
    api = await portal.startApi({
      port: ports.api,
      sandboxPort: ports.sandbox,
      quiet: true,
      env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_PORT: String(ports.smtp) },
    });
    return await use(base);
  } finally {
    await portal.stop(api);
    await portal.stop(sandbox);
  }
}

export async function runPhoneLighthouseBench() {
  return withPortal(async (base) => {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await lighthouseOnce(`${base}/login`);
      console.log(`lighthouse /login run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`);
      runs.push(run);
    }
    const figures = {
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      speedIndexMs: median(runs.map((r) => r.speedIndexMs)),
      cls: median(runs.map((r) => r.cls)),
      scores: runs.map((r) => r.score),
    };
    const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;
    const table = markdownTable(
      ['/login, Lighthouse mobile preset', `median of ${RUNS} runs`, 'goal'],
      [
        ['performance score', `${figures.score} (runs: ${figures.scores.join(', ')})`, `≥ ${LIGHTHOUSE_GOALS.score}`],
        ['Largest Contentful Paint', ms(figures.lcpMs), `≤ ${ms(LIGHTHOUSE_GOALS.lcpMs)}`],
        ['Total Blocking Time', ms(figures.tbtMs), `≤ ${ms(LIGHTHOUSE_GOALS.tbtMs)}`],
        ['First Contentful Paint', ms(figures.fcpMs), ''],
        ['Speed Index', ms(figures.speedIndexMs), ''],
        ['Cumulative Layout Shift', figures.cls.toFixed(3), ''],
      ],
    );
    console.log(table);
    writeSection(
      'phone-lighthouse',
      `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}, Lighthouse ${runs[0]?.lighthouse}, ${process.env.PHONE_URL ? `at ${process.env.PHONE_URL}` : 'the built portal served by the API server'}.\n\n${table}`,
    );
    return figures;
  });
}
