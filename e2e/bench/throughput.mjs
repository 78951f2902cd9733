// The throughput run: the portal's API beside the ERP stand-in alone, in one run, with the same
// load tool (autocannon), the same connections and the same search; the account list, on PGlite
// and, when a PostgreSQL server answers, on a fresh database there; and the encoded size of the
// largest search. Figures go into BENCHMARKS.md and back to run.mjs; nothing is asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const portal = require('../../scripts/lib/portal.cjs');
// The API server's own PostgreSQL client, to make and drop the run's database.
const pg = createRequire(new URL('../../api/package.json', import.meta.url))('pg');

// Ports of their own, so this run never meets `npm start`, the e2e tests or the other runs.
const ports = benchPorts({ api: 18580, sandbox: 18590, smtp: 13025, proxy: 18581 });
const apiUrl = `http://127.0.0.1:${ports.api}`;
const erpUrl = `http://127.0.0.1:${ports.sandbox}/erp`;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);
const WARM_SECONDS = 3;

/** The invoice list's search of a sold-to: open items, widest range; the same body to both. */
const search = (customer, company) => ({
  payer_data: { customer_number: customer, company_code: company },
  soldto_data: null,
  search_parameters: { document_type: '01', status: '01', date_from: '', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
});

async function logIn(login) {
  const response = await fetch(`${apiUrl}/api/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'Demo-pass-2026' }),
  });
  if (!response.ok) throw new Error(`login ${login}: ${response.status}`);
  return (await response.json()).token;
}

async function load(url, body, headers = {}, duration = SECONDS) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

/** The bytes of an answer as sent, for one Accept-Encoding (fetch would decode them first). */
function encodedSize(url, body, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * A PostgreSQL server to measure on: THROUGHPUT_DATABASE_URL, else TEST_DATABASE_URL's server, else
 * the local one the tests use. The run makes a database of its own there and drops it afterwards.
 */
const PG_SERVER = process.env.THROUGHPUT_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function withPostgres(run) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`No PostgreSQL server at ${PG_SERVER} (${error.message}): the PostgreSQL figures are left out.`);
    return null;
  }
  const name = `portal_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/** The account list of soldto@portal.test with the API server on a PostgreSQL database. */
async function accountsOnPostgres() {
  return withPostgres(async (databaseUrl) => {
    const api = await portal.startApi({
      port: ports.api,
      sandboxPort: ports.sandbox,
      env: { DATABASE_URL: databaseUrl, SMTP_PORT: String(ports.smtp), LOG_LEVEL: 'warn' },
      quiet: true,
    });
    try {
      const soldto = await logIn('soldto@portal.test');
      return await load(`${apiUrl}/api/token/getuseraccounts`, {}, { authorization: `Bearer ${soldto}` });
    } finally {
      await portal.stop(api);
    }
  });
}

/** The bare proxy (bare-proxy.mjs) in a process of its own, as the portal runs. */
async function startBareProxy() {
  const child = spawn(process.execPath, [new URL('./bare-proxy.mjs', import.meta.url).pathname, String(ports.proxy), `${erpUrl}/invoice/search`], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`the bare proxy exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${ports.proxy}/health`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bare proxy did not start');
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const row = (name, r) => [name, Math.round(r.rps), `${r.p50} ms`, `${r.p99} ms`, r.failed];

export async function runThroughputBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-throughput-'));
  const sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true });
  let api;
  try {
    api = await portal.startApi({
      port: ports.api,
      sandboxPort: ports.sandbox,
      env: { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_PORT: String(ports.smtp), LOG_LEVEL: 'warn' },
      quiet: true,
    });
    const soldto = await logIn('soldto@portal.test');
    const bulk = await logIn('bulk@portal.test');
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    const body = search('100100', '1000');
    // Each server is measured warm, and all three alike: a short load first compiles its hot
    // paths, fills the ERP's generated data and the server's caches, and opens its connections.
    const warm = (url, headers) => load(url, body, headers, WARM_SECONDS).catch(() => undefined);
    await warm(`${erpUrl}/invoice/search`);
    const erp = await load(`${erpUrl}/invoice/search`, body);
    const proxy = await startBareProxy();
    let bareProxy;
    try {
      await warm(`http://127.0.0.1:${ports.proxy}/search`);
      bareProxy = await load(`http://127.0.0.1:${ports.proxy}/search`, body);
    } finally {
      await portal.stop(proxy);
    }
    await warm(`${apiUrl}/api/Invoice`, auth(soldto));
    const viaPortal = await load(`${apiUrl}/api/Invoice`, body, auth(soldto));
    const accounts = await load(`${apiUrl}/api/token/getuseraccounts`, {}, auth(soldto));

    const bulkSearch = search('900100', '2000');
    const plain = await encodedSize(`${apiUrl}/api/Invoice`, bulkSearch, auth(bulk));
    const gzip = await encodedSize(`${apiUrl}/api/Invoice`, bulkSearch, { ...auth(bulk), 'accept-encoding': 'gzip' });
    const br = await encodedSize(`${apiUrl}/api/Invoice`, bulkSearch, { ...auth(bulk), 'accept-encoding': 'br' });

    await portal.stop(api);
    api = null;
    const accountsPg = await accountsOnPostgres();

    const share = (viaPortal.rps / erp.rps) * 100;
    const p99Ratio = viaPortal.p99 / Math.max(1, erp.p99);
    const text = [
      `Measured on ${today()} on ${machine()}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, one after the other; the load tool, the portal and the ERP stand-in share the machine. Database: PGlite, and a fresh PostgreSQL database for the last row.`,
      '',
      markdownTable(['load', 'requests/s', 'p50', 'p99', 'failed'], [
        row('the ERP stand-in alone: POST /erp/invoice/search, sold-to 100100', erp),
        row('a bare proxy (Fastify and undici passing the ERP bytes on: no session, no checks), the same search', bareProxy),
        row('the portal: POST /api/Invoice, the same search as soldto@portal.test', viaPortal),
        row('the portal: POST /api/token/getuseraccounts (PGlite)', accounts),
        ...(accountsPg ? [row('the portal: POST /api/token/getuseraccounts (PostgreSQL)', accountsPg)] : []),
      ]),
      '',
      `The portal reaches **${share.toFixed(0)} %** of the ERP stand-in's throughput (goal ≥ 50 %); its p99 is **${p99Ratio.toFixed(1)} ×** the ERP's (goal ≤ 3 ×). The bare proxy, the floor of one more HTTP hop on this machine, reaches **${((bareProxy.rps / erp.rps) * 100).toFixed(0)} %**, p99 **${(bareProxy.p99 / Math.max(1, erp.p99)).toFixed(1)} ×**.`,
      '',
      markdownTable(['bulk@portal.test search (900100, open items)', 'bytes on the wire', 'of uncompressed'], [
        ['no Accept-Encoding', mb(plain.bytes), '100 %'],
        [`gzip (${gzip.encoding})`, mb(gzip.bytes), `${((gzip.bytes / plain.bytes) * 100).toFixed(1)} %`],
        [`brotli (${br.encoding})`, mb(br.bytes), `${((br.bytes / plain.bytes) * 100).toFixed(1)} %`],
      ]),
    ].join('\n');
    writeSection('throughput-results', text);
    console.log(text);
    return { erp, bareProxy, viaPortal, accounts, accountsPg, bulkBytes: { plain: plain.bytes, gzip: gzip.bytes, br: br.bytes } };
  } finally {
    await portal.stop(api);
    await portal.stop(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
