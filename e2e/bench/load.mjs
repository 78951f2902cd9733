// The load run: simulated users drive the built portal's API over HTTP (no browser) on a fresh
// portal of its own, and the errors, p50 and p99 per step go into BENCHMARKS.md. The bar is zero
// errors; speed is read by people, never asserted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from './load-http.mjs';
import { createRecorder, searchByLoginLine, SUMMARY_HEADER, summaryRows } from './load-stats.mjs';
import { DEMO_LOGINS, prepareProfile, runUser } from './load-user.mjs';
import { machine, markdownTable, today, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const portal = require('../../scripts/lib/portal.cjs');

// Ports of their own, so a load run never meets `npm start`, the e2e tests or the browser run.
const ports = { api: 18380, sandbox: 18390, smtp: 12825 };
const api = `http://127.0.0.1:${ports.api}/api`;
const REQUEST_TIMEOUT_MS = 60_000;

function whole(name, fallback, least = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number from ${least}, not '${raw}'`);
  return value;
}

function settings() {
  const users = whole('LOAD_USERS', 100);
  const seconds = whole('LOAD_SECONDS', 120);
  // Users start spread over the first seconds, as people do, rather than all in one millisecond.
  const ramp = whole('LOAD_RAMP_SECONDS', Math.min(10, Math.floor(seconds / 4)), 0);
  return { users, seconds, maxLoops: whole('LOAD_MAX_LOOPS', 1000), rampMs: Math.min(ramp, seconds) * 1000 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Warnings and errors the API server logged (portal.cjs keeps its last 200 lines), for the report;
 * the one-line-per-slow-request warnings are left out, as the figures say that better.
 */
function serverProblems(child) {
  const lines = (child?.output ?? []).filter((l) => l.trim().startsWith('{'));
  return lines.flatMap((l) => {
    try {
      const entry = JSON.parse(l);
      const slowRequest = entry.level === 40 && entry.msg === 'request';
      return entry.level >= 40 && !slowRequest ? [`${entry.level >= 50 ? 'error' : 'warn'}: ${entry.msg}${entry.err?.message ? ` (${entry.err.message})` : ''}`] : [];
    } catch {
      return [];
    }
  });
}

function resultText(s, summary, counts, problems) {
  const table = markdownTable(SUMMARY_HEADER, summaryRows(summary));
  const errors = summary.overall.errors;
  const lines = [
    `Measured on ${today()} on ${machine()}: ${s.users} users for ${s.seconds} s ` +
      `(${s.rampMs === 0 ? 'all started at once' : `started over the first ${Math.round(s.rampMs / 1000)} s`}), ` +
      `${counts.loops} loops, ${counts.payments} payments; the load and the portal share the machine, whose load average ` +
      `was ${counts.loadBefore.toFixed(1)} just before the run.`,
    '',
    table,
    '',
    `Search p50 / p99 by login: ${searchByLoginLine(summary)}.`,
    '',
    errors === 0 ? 'Errors: none.' : `Errors: ${errors}. The first ones:\n\n${summary.firstErrors.map((e) => `- \`${e.replaceAll('`', "'")}\``).join('\n')}`,
  ];
  if (problems.length > 0) lines.push('', `The API server logged ${problems.length} warnings or errors among its last lines, e.g. \`${problems[0]}\`.`);
  return lines.join('\n');
}

export async function runLoadBench() {
  const s = settings();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const setup = createClient({ timeoutMs: REQUEST_TIMEOUT_MS });
  const clients = Array.from({ length: s.users }, () => createClient({ timeoutMs: REQUEST_TIMEOUT_MS }));
  let sandbox;
  let server;
  let stopping = false;
  try {
    sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true });
    server = await portal.startApi({
      port: ports.api,
      sandboxPort: ports.sandbox,
      quiet: true,
      // Loopback only; receipts go to this run's own mail catcher; never a PostgreSQL from the environment.
      env: { HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(ports.smtp), TRUST_PROXY: 'false' },
    });

    // Anything else that stops the server mid-run (a signal from outside) must show in the report.
    for (const child of [server, sandbox]) {
      child.once('exit', (code, signal) => {
        if (!stopping) console.error(`load: the ${child.portalName} exited during the run (code ${code}, signal ${signal})`);
      });
    }

    const profiles = [];
    for (const login of DEMO_LOGINS) profiles.push(await prepareProfile(setup, api, login));
    for (const p of profiles) console.log(`${p.login}: ${p.payment.skip ? `no payments (${p.payment.skip})` : `pays with ${p.payment.payment_detail.payment_card_type} ${p.payment.payment_detail.payment_card_token.slice(-4)}`}`);
    console.log(`load: ${s.users} users for ${s.seconds} s against ${api}`);
    // Each user's connection is open before the clock starts, as a browser's is from loading the
    // page: a saturated API takes new connections one per event-loop turn (BENCHMARKS.md).
    const warm = await Promise.all(clients.map((c) => c.get(`http://127.0.0.1:${ports.api}/health/live`)));
    const cold = warm.find((a) => a.status !== 200);
    if (cold) throw new Error(`opening the users' connections: ${cold.status || cold.error} ${cold.text}`);

    const loadBefore = os.loadavg()[0];
    const started = performance.now();
    const recorder = createRecorder(started);
    const deadline = Date.now() + s.seconds * 1000;
    const keyPrefix = `load-${Date.now().toString(36)}`;
    await Promise.all(
      Array.from({ length: s.users }, async (_, index) => {
        await sleep((index * s.rampMs) / s.users);
        await runUser({ client: clients[index], api, profile: profiles[index % profiles.length], recorder, deadline, maxLoops: s.maxLoops, index, keyPrefix });
      }),
    );
    const summary = recorder.summary((performance.now() - started) / 1000);
    const counts = {
      loops: summary.steps.find(([step]) => step === 'login')?.[1].count ?? 0,
      payments: summary.steps.find(([step]) => step === 'payment')?.[1].count ?? 0,
      loadBefore,
    };
    if (process.env.LOAD_SAMPLES) writeFileSync(process.env.LOAD_SAMPLES, recorder.samples().map((x) => JSON.stringify(x)).join('\n'));
    const problems = serverProblems(server);
    const text = resultText(s, summary, counts, problems);
    console.log(text);
    for (const p of problems.slice(0, 10)) console.log(`api ${p}`);
    writeSection('load-results', text);
    if (summary.overall.errors > 0) {
      console.error(`load: ${summary.overall.errors} errors; the bar is zero.`);
      process.exitCode = 1;
    }
  } catch (error) {
    for (const child of [server, sandbox]) if (child?.output) console.error(`--- ${child.portalName}:\n${child.output.slice(-30).join('\n')}`);
    throw error;
  } finally {
    stopping = true;
    for (const c of [setup, ...clients]) c.close();
    await portal.stop(server);
    await portal.stop(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
