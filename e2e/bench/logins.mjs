// The logins-under-load run (`npm run bench -- logins`): simulated users on the built API over
// HTTP, a share of them logging in and out without pause, the rest searching invoices; login p99
// beside search p99 go into BENCHMARKS.md. It shows whether password hashing (argon2id, slow on
// purpose: docs/security/password-hashing.md) makes every other request slow. Nothing is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, succeeded } from './load-http.mjs';
import { createRecorder, SUMMARY_HEADER, summaryRows } from './load-stats.mjs';
import { DEMO_LOGINS, PASSWORD, prepareProfile } from './load-user.mjs';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const portal = require('../../scripts/lib/portal.cjs');

// Ports of their own (BENCH_PORT_OFFSET moves them), so this run meets no other.
const ports = benchPorts({ api: 18480, sandbox: 18490, smtp: 18470 });
const api = `http://127.0.0.1:${ports.api}/api`;
const REQUEST_TIMEOUT_MS = 60_000;
/** The bulk payer's 3 MB search would set the search p99 alone (BENCHMARKS.md, load run); left out here. */
const SEARCH_LOGINS = DEMO_LOGINS.filter((l) => !l.startsWith('bulk@'));

function number(name, fallback, { least = 1, most = Infinity, whole = true } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < least || value > most) {
    throw new Error(`${name} must be a ${whole ? 'whole ' : ''}number from ${least} to ${most}, not '${raw}'`);
  }
  return value;
}

function settings() {
  const users = number('LOGINS_USERS', 100, { most: 250 });
  const share = number('LOGINS_SHARE', 0.2, { least: 0.01, most: 1, whole: false });
  const seconds = number('LOGINS_SECONDS', 60);
  return { users, loginUsers: Math.max(1, Math.round(users * share)), seconds, rampMs: Math.min(5, seconds) * 1000 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each simulated user comes from a loopback address of its own: 127.0.0.2, 127.0.0.3, … */
const addressOf = (index) => `127.0.${Math.floor((index + 2) / 256)}.${(index + 2) % 256}`;

/** A user who logs in and out until the deadline; a busy answer (503) is waited out as its Retry-After says. */
async function logInAndOut({ client, login, recorder, deadline }) {
  while (Date.now() < deadline) {
    const answer = await client.post(`${api}/token/login`, { login, password: PASSWORD });
    const ok = succeeded(answer);
    recorder.record('login', login, answer, ok);
    if (!ok) {
      await sleep(1000 * (Number(answer.headers?.['retry-after']) || 1));
      continue;
    }
    const out = await client.post(`${api}/token/logout`, {}, { token: answer.json.token });
    recorder.record('logout', login, out, succeeded(out));
  }
}

/** A user, logged in before the clock, who runs the invoice list's search until the deadline. */
async function search({ client, profile, token, recorder, deadline }) {
  while (Date.now() < deadline) {
    const answer = await client.post(`${api}/Invoice`, profile.search, { token });
    recorder.record('search', profile.login, answer, succeeded(answer));
  }
}

function resultText(s, summary, loadBefore) {
  const steps = Object.fromEntries(summary.steps);
  const p99 = (step) => `${Math.round(steps[step]?.p99 ?? 0)} ms`;
  return [
    `Measured on ${today()} on ${machine()}: ${s.users} users for ${s.seconds} s, ${s.loginUsers} of them logging in and out, ` +
      `the other ${s.users - s.loginUsers} searching (started over the first ${s.rampMs / 1000} s); load average ${loadBefore.toFixed(1)} just before the run.`,
    '',
    markdownTable(SUMMARY_HEADER, summaryRows(summary)),
    '',
    `**Login p99 ${p99('login')}, search p99 ${p99('search')}.**`,
  ].join('\n');
}

export async function runLoginsBench() {
  const s = settings();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-logins-'));
  const clients = Array.from({ length: s.users }, (_, i) => createClient({ timeoutMs: REQUEST_TIMEOUT_MS, localAddress: addressOf(i) }));
  const setup = createClient({ timeoutMs: REQUEST_TIMEOUT_MS });
  let sandbox;
  let server;
  try {
    sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true });
    server = await portal.startApi({
      port: ports.api,
      sandboxPort: ports.sandbox,
      quiet: true,
      // Loopback only; never a PostgreSQL from the environment; each user's own address is its client address.
      env: { HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(ports.smtp), TRUST_PROXY: 'false' },
    });
    const profiles = [];
    for (const login of SEARCH_LOGINS) profiles.push(await prepareProfile(setup, api, login));

    // The searchers log in before the clock, one by one, as the pages they have open did earlier.
    const searchers = [];
    for (let i = s.loginUsers; i < s.users; i += 1) {
      const profile = profiles[i % profiles.length];
      const answer = await clients[i].post(`${api}/token/login`, { login: profile.login, password: PASSWORD });
      if (!succeeded(answer)) throw new Error(`logging in ${profile.login}: ${answer.status} ${answer.text}`);
      searchers.push({ client: clients[i], profile, token: answer.json.token });
    }
    await Promise.all(clients.slice(0, s.loginUsers).map((c) => c.get(`http://127.0.0.1:${ports.api}/health/live`)));
    console.log(`logins: ${s.users} users (${s.loginUsers} logging in) for ${s.seconds} s against ${api}`);

    const loadBefore = os.loadavg()[0];
    const started = performance.now();
    const recorder = createRecorder(started);
    const deadline = Date.now() + s.seconds * 1000;
    const ramp = (index) => sleep((index * s.rampMs) / s.users);
    await Promise.all([
      ...clients.slice(0, s.loginUsers).map(async (client, i) => {
        await ramp(i * (s.users / s.loginUsers));
        await logInAndOut({ client, login: SEARCH_LOGINS[i % SEARCH_LOGINS.length], recorder, deadline });
      }),
      ...searchers.map(async (user, i) => {
        await ramp(i);
        await search({ ...user, recorder, deadline });
      }),
    ]);
    const summary = recorder.summary((performance.now() - started) / 1000);
    const text = resultText(s, summary, loadBefore);
    console.log(text);
    for (const e of summary.firstErrors) console.log(`error: ${e}`);
    writeSection('logins-results', text);
    return Object.fromEntries(summary.steps.map(([step, f]) => [step, { p50: f.p50, p99: f.p99, count: f.count, errors: f.errors }]));
  } catch (error) {
    for (const child of [server, sandbox]) if (child?.output) console.error(`--- ${child.portalName}:\n${child.output.slice(-30).join('\n')}`);
    throw error;
  } finally {
    for (const c of [setup, ...clients]) c.close();
    await portal.stop(server);
    await portal.stop(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
