import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClientReportList, LatestTamperCheck, ScriptInventoryResponse, TamperCheckResponse } from 'shared/server';
import { checkLive, referencedScripts, sha384 } from '../src/services/security/tamper-check';
import { databases } from './helpers/databases';
import { bearer, useApiTest } from './helpers/test-app';

// The release module the commands use (tooling/releases.js), to make a release root as they do.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const releases = require('../../tooling/releases.js') as {
  installShell(root: string, dist: string, o: { force: boolean; by?: string; reason?: string }): unknown;
  release(o: { root: string; remote: string; dist: string; version: string; by?: string; reason?: string }): { release: string };
};

const OPERATIONS = 'ops@portal.test';
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const PAGE = '<!doctype html><title>Portal</title><link rel="modulepreload" href="/platform.1a2b3c4d.js"><script defer src="/main.js"></script><div id="root"></div>';

function build(scratch: string, name: string, files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(scratch, `${name}-`));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, shared: [] }));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
  return dist;
}

/** A release root made by the release module: a shell whose page names two scripts, the payments remote. */
function releaseRoot(): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-tamper-'));
  const root = path.join(scratch, 'deploy');
  mkdirSync(root);
  releases.installShell(root, build(scratch, 'shell', { 'main.js': 'shell main', 'platform.1a2b3c4d.js': 'react', 'index.html': PAGE }), { force: true, by: 'platform', reason: 'shell 1.0.9' });
  releases.release({ root, remote: 'mfe-payments', dist: build(scratch, 'mfe_payments', { 'remoteEntry.js': 'var mfe_payments;', '17.aaaa1111.js': 'card form' }), version: '1.0.1', by: 'alice', reason: 'CHG-42' });
  return root;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the tamper check itself', () => {
  it('finds the scripts a page names: script src, module preloads and script preloads, on this origin or another', () => {
    const html = `<script src="/main.js"></script><link rel=modulepreload href="/a.js"><link rel="preload" as="script" href='b.js'>
      <link rel="preload" as="style" href="/c.css"><script>inline()</script><script src="https://cdn.example/x.js"></script>`;
    expect(referencedScripts(html, 'https://portal.example')).toEqual(['/main.js', '/a.js', '/b.js', 'https://cdn.example/x.js']);
  });

  it('names a removed and a changed security header, with what was expected and what was found', async () => {
    const inventory: ScriptInventoryResponse = { released: true, pages: [{ page: '/deposits', remote: 'mfe-payments', scripts: [{ app: 'shell', file: '/main.js', release: '1', integrity: sha384(Buffer.from('main')), liveSince: null, by: null, reason: null }] }] };
    const server: Server = createServer((request, response) => {
      if (request.url === '/main.js') return response.end('main');
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('content-security-policy', "default-src *");
      response.end('<script src="/main.js"></script>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const result = await checkLive({
        publicUrl: `http://127.0.0.1:${port}`,
        inventory,
        headers: { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'self'", 'x-frame-options': 'DENY' },
        now: () => new Date('2026-11-26T10:00:00.000Z'),
      });
      expect(result).toEqual({
        checkedAt: '2026-11-26T10:00:00.000Z',
        pages: 1,
        scripts: 1,
        findings: [
          { kind: 'header-changed', page: '/deposits', subject: 'content-security-policy', expected: "default-src 'self'", found: 'default-src *' },
          { kind: 'header-missing', page: '/deposits', subject: 'x-frame-options', expected: 'DENY', found: '' },
        ],
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe.each(databases)('the tamper check through the API server ($name)', (database) => {
  const root = releaseRoot();
  let port = 0;
  // PUBLIC_URL must name the port before the app is built: taken first (hooks run in order).
  beforeAll(async () => {
    port = await freePort();
  });
  const t = useApiTest(database, {
    logins: ['admin', 'manager'],
    // PUBLIC_URL is this API server itself: it serves the release root, as nginx would.
    env: { DEPLOY_ROOT: root, OPERATIONS_EMAIL: OPERATIONS, METRICS_TOKEN, get PUBLIC_URL() { return `http://127.0.0.1:${port}`; } } as Record<string, string>,
  });
  beforeAll(async () => {
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  const run = (remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/api/system/tamper-check', remoteAddress });
  const latest = (who = 'admin') => t.app.inject({ method: 'GET', url: '/api/system/tamper-check', headers: bearer(t.tokens[who]!) });
  const alerts = async () => (await t.app.db.query<{ detail: unknown }>("SELECT detail FROM audit_log WHERE action = 'tamper_alert'")).rows;
  const mails = async () => (await t.app.db.query<{ to_address: string; subject: string; text_body: string }>("SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'tamper_alert'")).rows;

  it('finds nothing while the pages and their scripts are as released', async () => {
    const response = await run();
    expect(response.statusCode).toBe(200);
    const result = response.json<TamperCheckResponse>();
    expect(result.findings).toEqual([]);
    expect(result.pages).toBe(3);
    expect(await alerts()).toEqual([]);
    expect((await latest()).json<LatestTamperCheck>()).toMatchObject({ intervalMinutes: 60, check: { startedBy: 'command', findings: [] } });
  });

  it('alerts on a changed script and a script the inventory does not hold: audit entry, /system, mail, metric', async () => {
    const main = path.join(root, 'shell', 'main.js');
    const released = readFileSync(main);
    writeFileSync(main, 'shell main; skim(cards)');
    writeFileSync(path.join(root, 'shell', 'index.html'), PAGE.replace('</title>', '</title><script src="/skimmer.js"></script>'));
    const result = (await run()).json<TamperCheckResponse>();
    expect(result.findings).toEqual(
      expect.arrayContaining([
        { kind: 'script-changed', page: '/invoices/pay', subject: '/main.js', expected: sha384(released), found: sha384(Buffer.from('shell main; skim(cards)')) },
        { kind: 'script-unlisted', page: '/invoices/pay', subject: '/skimmer.js', expected: 'a script of the inventory', found: '/skimmer.js' },
      ]),
    );
    // The changed shell script is reported once, not once per payment page.
    expect(result.findings.filter((f) => f.kind === 'script-changed')).toHaveLength(1);
    expect(await alerts()).toHaveLength(1);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to_address: OPERATIONS });
    expect(mail!.text_body).toContain('script-changed on /invoices/pay: /main.js');
    expect(mail!.text_body).toContain(`expected: ${sha384(released)}`);
    const shown = (await latest()).json<LatestTamperCheck>();
    expect(shown.check?.findings).toEqual(result.findings);
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
    expect(metrics).toMatch(/portal_tamper_alerts_total\{[^}]*\} [1-9]/);
  });

  it("counts the scripts a payment page's browser loaded that no release inventoried, for /system and /metrics", async () => {
    const payments = readdirSync(path.join(root, 'remotes', 'mfe-payments')).find((name) => !name.endsWith('.json'))!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-reports/scripts',
      headers: bearer(t.tokens.admin!),
      payload: { page: '/deposits', scripts: ['/main.js', `/remotes/mfe-payments/${payments}/17.aaaa1111.js`, '/skimmer.js', 'https://evil.example/x.js'] },
    });
    expect(response.statusCode).toBe(204);
    const lines = (await t.app.inject({ method: 'GET', url: '/api/system/client-reports', headers: bearer(t.tokens.admin!) })).json<ClientReportList>().lines;
    expect(lines.filter((line) => line.kind === 'unlisted-script').map((line) => line.detail).sort()).toEqual([
      '/deposits /skimmer.js',
      '/deposits https://evil.example/x.js',
    ]);
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
    expect(metrics).toMatch(/portal_tamper_alerts_total\{kind="browser_script"\} 2/);
    // Only a signed-in page reports; anything but a payment page is refused.
    expect((await t.app.inject({ method: 'POST', url: '/api/client-reports/scripts', payload: { page: '/deposits', scripts: [] } })).statusCode).toBe(401);
    const other = await t.app.inject({ method: 'POST', url: '/api/client-reports/scripts', headers: bearer(t.tokens.admin!), payload: { page: '/invoices', scripts: [] } });
    expect(other.statusCode).toBe(400);
  });

  it('is run by hand only from the machine the API server runs on, and shown only to those who may edit the system configuration', async () => {
    expect((await run('203.0.113.9')).statusCode).toBe(403);
    expect((await latest('manager')).statusCode).toBe(403);
  });
});
