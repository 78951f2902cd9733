import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/portal';
import { startProduction, type ProductionPortal } from '../src/production';

/** `npm run verify-live` as an operator runs it on an API server's machine: its exit code and what it printed. */
function verifyLive(apiUrl: string): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/verify-live.mjs'), '--url', apiUrl], { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/**
 * docs/security/tamper-detection.md, end to end as production runs: the tamper check looks at the
 * payment pages through the real nginx, and finds a script changed on disk after its release and a
 * security header nginx stopped sending.
 */
describe('npm run verify-live through nginx', () => {
  let prod: ProductionPortal;
  beforeAll(async () => {
    prod = await startProduction();
  }, 120_000);
  afterAll(async () => {
    await prod?.stop();
  });

  it('finds nothing while the pages are as released, then a changed chunk and a removed header', async () => {
    const clean = verifyLive(prod.apiUrls[0]!);
    expect(clean.out).toContain('Everything matches the inventory and the security headers.');
    expect(clean.status).toBe(0);

    // One byte of a released chunk of the payments remote, changed on disk.
    const releases = path.join(prod.deployRoot, 'remotes', 'mfe-payments');
    const release = readdirSync(releases).find((name) => !name.endsWith('.json'))!;
    const chunk = readdirSync(path.join(releases, release)).find((name) => /^\d+\..*\.js$/.test(name))!;
    const file = path.join(releases, release, chunk);
    const bytes = readFileSync(file);
    bytes[bytes.length - 2] = bytes[bytes.length - 2] === 0x3b ? 0x2c : 0x3b;
    writeFileSync(file, bytes);
    // nginx stops sending X-Frame-Options.
    writeFileSync(prod.nginxConf, readFileSync(prod.nginxConf, 'utf8').replace(/^\s*add_header X-Frame-Options[^\n]*\n/m, ''));
    prod.reloadNginx();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const found = verifyLive(prod.apiUrls[1]!);
    expect(found.status).toBe(1);
    expect(found.out).toContain(`script-changed on /invoices/pay: /remotes/mfe-payments/${release}/${chunk}`);
    expect(found.out).toMatch(/header-missing on \/invoices\/pay: x-frame-options\n\s+expected: DENY/);
    // The alert is on /system for every API server (one database), and in /metrics' counter.
    const latest = await fetch(`${prod.url}/api/system/tamper-check`);
    expect(latest.status).toBe(401);
  }, 120_000);
});
