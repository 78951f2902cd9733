import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SystemStatusResponse } from 'shared/server';
import { repoRoot } from '../src/paths';
import { databases } from './helpers/databases';
import { bearer, buildTestApp, useApiTest } from './helpers/test-app';

const PAYMENTS_RELEASE = '1.0.1-0badc0de';

/** A release root as `npm run release` leaves it: a shell, two remotes live, a history with a rollback. */
function deployRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-deploy-'));
  mkdirSync(path.join(root, 'shell'));
  writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><title>deployed shell</title>');
  writeFileSync(path.join(root, 'shell', 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.0.9' } }, shared: [] }));
  for (const [folder, release] of [['mfe-invoices', '1.0.0-12345678'], ['mfe-payments', '1.0.0-aaaaaaaa'], ['mfe-payments', PAYMENTS_RELEASE]] as const) {
    const dir = path.join(root, 'remotes', folder, release);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: folder, release }));
    writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(release)};`);
    writeFileSync(path.join(dir, '521.a1b2c3d4.js'), 'chunk');
  }
  writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({
      mfe_invoices: '/remotes/mfe-invoices/1.0.0-12345678/mf-manifest.json',
      mfe_payments: `/remotes/mfe-payments/${PAYMENTS_RELEASE}/mf-manifest.json`,
    }),
  );
  writeFileSync(
    path.join(root, 'history.json'),
    JSON.stringify({
      events: [
        { remote: 'shell', release: '1.0.9-cafecafe', action: 'install', at: '2026-03-01T09:00:00.000Z' },
        { remote: 'mfe-invoices', release: '1.0.0-12345678', from: null, action: 'release', at: '2026-03-01T09:01:00.000Z' },
        { remote: 'mfe-payments', release: PAYMENTS_RELEASE, from: null, action: 'release', at: '2026-03-01T09:02:00.000Z' },
        { remote: 'mfe-payments', release: '1.0.0-aaaaaaaa', from: PAYMENTS_RELEASE, action: 'rollback', at: '2026-03-01T09:03:00.000Z' },
        { remote: 'mfe-payments', release: PAYMENTS_RELEASE, from: '1.0.0-aaaaaaaa', action: 'release', at: '2026-03-01T09:04:00.000Z', forced: true, mismatches: ['react: …'] },
      ],
    }),
  );
  return root;
}

describe.each(databases)('GET /api/system/status ($name)', (database) => {
  const root = deployRoot();
  const t = useApiTest(database, { logins: ['admin', 'manager', 'soldto'], env: { DEPLOY_ROOT: root } });
  const status = (who: string) => t.app.inject({ method: 'GET', url: '/api/system/status', headers: bearer(t.tokens[who]!) });

  it('shows the shell, each remote\'s live release and when it went live, the API and the ERP', async () => {
    const response = await status('admin');
    expect(response.statusCode).toBe(200);
    const body = response.json<SystemStatusResponse>();
    expect(body.shell).toEqual({ version: '1.0.9', release: '1.0.9-cafecafe', liveSince: '2026-03-01T09:00:00.000Z' });
    expect(body.remotes).toEqual([
      { remote: 'mfe-invoices', name: 'mfe_invoices', release: '1.0.0-12345678', url: '/remotes/mfe-invoices/1.0.0-12345678/mf-manifest.json', liveSince: '2026-03-01T09:01:00.000Z', forced: false },
      // The last time this release went live, not the first.
      { remote: 'mfe-payments', name: 'mfe_payments', release: PAYMENTS_RELEASE, url: `/remotes/mfe-payments/${PAYMENTS_RELEASE}/mf-manifest.json`, liveSince: '2026-03-01T09:04:00.000Z', forced: true },
      { remote: 'mfe-admin', name: 'mfe_admin', release: null, url: null, liveSince: null, forced: false },
      { remote: 'mfe-registration', name: 'mfe_registration', release: null, url: null, liveSince: null, forced: false },
    ]);
    // The portal's version (the root package.json), not the api workspace's.
    const rootManifest = JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { version: string };
    expect(body.api.version).toBe(rootManifest.version);
    expect(body.api.instances).toEqual([expect.objectContaining({ id: t.app.instance.id, self: true, version: body.api.version })]);
    expect(body.erp).toEqual({ connected: true, message: 'Fake ERP is up' });
  });

  it('counts every API server that renewed its row lately, and not one that stopped renewing or closed', async () => {
    // Another instance on the same database, as a second server process writes it.
    const other = { id: 'other-instance', version: '1.0.0', host: 'api-2', pid: 4242, port: 8082 };
    await t.app.apiInstancesRepository.renew(other);
    const both = (await status('admin')).json<SystemStatusResponse>().api.instances;
    expect(both.map((i) => i.id).sort()).toEqual([t.app.instance.id, other.id].sort());
    expect(both.filter((i) => i.self).map((i) => i.id)).toEqual([t.app.instance.id]);
    // Each shows its host, port and pid.
    expect(both.find((i) => i.id === other.id)).toMatchObject({ host: 'api-2', port: 8082, pid: 4242 });
    expect(both.find((i) => i.self)).toMatchObject({ pid: process.pid, port: null });
    // Killed: it stops renewing, and three missed beats later it no longer counts, and its row is gone.
    await t.app.db.query("UPDATE api_instances SET seen_at = now() - interval '1 minute' WHERE id = $1", [other.id]);
    expect((await status('admin')).json<SystemStatusResponse>().api.instances.map((i) => i.id)).toEqual([t.app.instance.id]);
    expect((await t.app.db.query('SELECT id FROM api_instances WHERE id = $1', [other.id])).rows).toEqual([]);
  });

  it("removes a killed server's stale row at the next heartbeat, without anyone opening /system", async () => {
    const beating = await buildTestApp(t.prepared, t.erp.url, { DEPLOY_ROOT: root }, { heartbeatMs: 100 });
    try {
      await beating.apiInstancesRepository.renew({ id: 'killed-instance', version: '1.0.0', host: 'api-3', pid: 4343, port: 8083 });
      await beating.db.query("UPDATE api_instances SET seen_at = now() - interval '10 seconds' WHERE id = 'killed-instance'");
      const gone = async () => (await beating.db.query("SELECT id FROM api_instances WHERE id = 'killed-instance'")).rows.length === 0;
      for (let i = 0; i < 50 && !(await gone()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await gone()).toBe(true);
    } finally {
      await beating.close();
    }
  });

  it('records the port it listens on once it listens', async () => {
    const listening = await buildTestApp(t.prepared, t.erp.url, { DEPLOY_ROOT: root });
    try {
      await listening.listen({ port: 0, host: '127.0.0.1' });
      const port = (listening.server.address() as { port: number }).port;
      const { rows } = await listening.db.query<{ port: number; pid: number }>('SELECT port, pid FROM api_instances WHERE id = $1', [listening.instance.id]);
      expect(rows).toEqual([{ port, pid: process.pid }]);
      expect(listening.instance.port).toBe(port);
    } finally {
      await listening.close();
    }
  });

  it('removes its own row when it closes', async () => {
    const kept = await database.preparePersistent();
    try {
      const first = await buildTestApp(kept, t.erp.url, { DEPLOY_ROOT: root });
      const closedId = first.instance.id;
      await first.close();
      const next = await buildTestApp(kept, t.erp.url, { DEPLOY_ROOT: root });
      const ids = (await next.db.query<{ id: string }>('SELECT id FROM api_instances')).rows.map((r) => r.id);
      await next.close();
      expect(ids).toEqual([next.instance.id]);
      expect(ids).not.toContain(closedId);
    } finally {
      await kept.cleanup();
    }
  });

  it('reports an ERP that does not answer, and stays available meanwhile', async () => {
    t.erp.setDown(true);
    try {
      const response = await status('admin');
      expect(response.statusCode).toBe(200);
      expect(response.json<SystemStatusResponse>().erp.connected).toBe(false);
    } finally {
      t.erp.setDown(false);
    }
  });

  it('is refused without CanEditSystemConfig (a manager, a customer) and without a login', async () => {
    expect((await status('manager')).statusCode).toBe(403);
    expect((await status('soldto')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/status' })).statusCode).toBe(401);
  });

  it('serves the release root: its shell, the live releases under /remotes/<folder>/<release>/, its remotes.json', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const page = await get('/invoices');
    expect(page.body).toContain('deployed shell');
    // private: the page carries the browser's side of a canary split, as /remotes.json does.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/remotes.json')).json().mfe_payments).toBe(`/remotes/mfe-payments/${PAYMENTS_RELEASE}/mf-manifest.json`);
    const manifest = await get(`/remotes/mfe-payments/${PAYMENTS_RELEASE}/mf-manifest.json`);
    expect(manifest.json()).toEqual({ name: 'mfe-payments', release: PAYMENTS_RELEASE });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // An earlier release stays reachable: pages opened before a switch keep loading theirs.
    expect((await get('/remotes/mfe-payments/1.0.0-aaaaaaaa/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-payments/1.0.0-aaaaaaaa/521.a1b2c3d4.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The history and the pointer's neighbours are not served.
    expect((await get('/history.json')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-payments/../../history.json')).statusCode).not.toBe(200);
  });
});
