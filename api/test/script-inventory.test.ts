import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScriptInventoryResponse } from 'shared/server';
import { databases } from './helpers/databases';
import { bearer, useApiTest } from './helpers/test-app';

// The release module the commands use (tooling/releases.js), to make a release root as they do.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const releases = require('../../tooling/releases.js') as {
  installShell(root: string, dist: string, o: { force: boolean; by?: string; reason?: string }): unknown;
  release(o: { root: string; remote: string; dist: string; version: string; by?: string; reason?: string }): { release: string };
};

const sri384 = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

function build(scratch: string, name: string, files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(scratch, `${name}-`));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, shared: [] }));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
  return dist;
}

/** A release root made by the release module: a shell, the payments remote released by alice, the admin remote. */
function releaseRoot() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-inventory-'));
  const root = path.join(scratch, 'deploy');
  mkdirSync(root);
  releases.installShell(root, build(scratch, 'shell', { 'main.js': 'shell main', 'platform.1a2b3c4d.js': 'react', 'index.html': '<!doctype html>' }), { force: true, by: 'platform', reason: 'shell 1.0.9' });
  const payments = releases.release({ root, remote: 'mfe-payments', dist: build(scratch, 'mfe_payments', { 'remoteEntry.js': 'var mfe_payments;', '17.aaaa1111.js': 'card form' }), version: '1.0.1', by: 'alice', reason: 'CHG-42 wallet' });
  releases.release({ root, remote: 'mfe-admin', dist: build(scratch, 'mfe_admin', { 'remoteEntry.js': 'var mfe_admin;' }), version: '2.0.0' });
  return { root, paymentsRelease: payments.release };
}

describe.each(databases)('GET /api/system/scripts ($name)', (database) => {
  const { root, paymentsRelease } = releaseRoot();
  const t = useApiTest(database, { logins: ['admin', 'manager'], env: { DEPLOY_ROOT: root } });
  const inventory = (who?: string) => t.app.inject({ method: 'GET', url: '/api/system/scripts', headers: who ? bearer(t.tokens[who]!) : {} });

  it('lists every script each payment page may load: file, release, SHA-384, went live, by, reason', async () => {
    const response = await inventory('admin');
    expect(response.statusCode).toBe(200);
    const body = response.json<ScriptInventoryResponse>();
    expect(body.released).toBe(true);
    expect(body.pages.map((p) => [p.page, p.remote])).toEqual([
      ['/invoices/pay', 'mfe-payments'],
      ['/deposits', 'mfe-payments'],
      ['/settings/payment-methods', 'mfe-payments'],
    ]);
    const history = (JSON.parse(readFileSync(path.join(root, 'history.json'), 'utf8')) as { events: { remote: string; at: string; release: string }[] }).events;
    const shellInstall = history.find((e) => e.remote === 'shell')!;
    const paymentsLive = history.find((e) => e.remote === 'mfe-payments')!;
    const dir = path.join(root, 'remotes', 'mfe-payments', paymentsRelease);
    expect(body.pages[0]!.scripts).toEqual([
      { app: 'shell', file: '/main.js', release: shellInstall.release, integrity: sri384(path.join(root, 'shell', 'main.js')), liveSince: shellInstall.at, by: 'platform', reason: 'shell 1.0.9' },
      { app: 'shell', file: '/platform.1a2b3c4d.js', release: shellInstall.release, integrity: sri384(path.join(root, 'shell', 'platform.1a2b3c4d.js')), liveSince: shellInstall.at, by: 'platform', reason: 'shell 1.0.9' },
      { app: 'mfe-payments', file: `/remotes/mfe-payments/${paymentsRelease}/17.aaaa1111.js`, release: paymentsRelease, integrity: sri384(path.join(dir, '17.aaaa1111.js')), liveSince: paymentsLive.at, by: 'alice', reason: 'CHG-42 wallet' },
      { app: 'mfe-payments', file: `/remotes/mfe-payments/${paymentsRelease}/remoteEntry.js`, release: paymentsRelease, integrity: sri384(path.join(dir, 'remoteEntry.js')), liveSince: paymentsLive.at, by: 'alice', reason: 'CHG-42 wallet' },
    ]);
    // Another remote's scripts are not on a payment page.
    expect(JSON.stringify(body)).not.toContain('mfe-admin');
  });

  it('is refused without CanEditSystemConfig and without a login', async () => {
    expect((await inventory('manager')).statusCode).toBe(403);
    expect((await inventory()).statusCode).toBe(401);
  });
});
