import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decideCanary, DEFAULT_WATCH_SETTINGS } from '../src/services/canary/canary-watch';
import { databases } from './helpers/databases';
import { bearer, useApiTest } from './helpers/test-app';

const STABLE = '1.0.0-aaaaaaaa';
const CANARY = '1.1.0-bbbbbbbb';
const SRI = `sha384-${'A'.repeat(64)}`;
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const url = (release: string) => `/remotes/mfe-payments/${release}/mf-manifest.json`;
const pinned = (release: string) => ({ entry: url(release), integrity: { [url(release)]: SRI } });

/** A release root as npm run release leaves it: mfe-payments stable, and `canary` (if any) in canary.json. */
function releaseRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-canary-'));
  mkdirSync(path.join(root, 'remotes'), { recursive: true });
  writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mfe_payments: pinned(STABLE), mfe_admin: '/remotes/mfe-admin/2.0.0-cccccccc/mf-manifest.json' }));
  writeFileSync(path.join(root, 'history.json'), JSON.stringify({ events: [] }));
  return root;
}
/** A STATIC_ROOT with a built shell page and its first-screen.json: the page names the remote's manifest. */
function builtShell(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-canary-shell-'));
  mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>shell</title>\n  </head><body></body></html>');
  writeFileSync(path.join(dir, 'shell', 'dist', 'first-screen.json'), JSON.stringify({ login: [], public: [], private: [] }));
  return dir;
}
const startCanary = (root: string, since: Date, percent = 50) =>
  writeFileSync(path.join(root, 'canary.json'), JSON.stringify({ mfe_payments: { release: CANARY, pointer: pinned(CANARY), percent, since: since.toISOString(), by: 'bo', reason: 'test' } }));
const readJson = (root: string, file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the watch decides', () => {
  const since = new Date('2026-03-01T10:00:00Z');
  const minutes = (n: number) => new Date(since.getTime() + n * 60_000);
  const settings = DEFAULT_WATCH_SETTINGS;

  it('waits for the minimum page loads, however bad the canary looks', () => {
    const decision = decideCanary({ since, now: minutes(120), canary: { loads: 49, errors: 49 }, stable: { loads: 1000, errors: 0 }, settings });
    expect(decision).toEqual({ action: 'wait', reason: expect.stringContaining('49 of 50 page loads') });
  });

  it('rolls back a canary clearly worse than stable, naming the numbers', () => {
    const decision = decideCanary({ since, now: minutes(5), canary: { loads: 50, errors: 6 }, stable: { loads: 500, errors: 5 }, settings });
    expect(decision.action).toBe('rollback');
    expect(decision.reason).toContain('canary 6 errors in 50 page loads (12.0 %)');
    expect(decision.reason).toContain('stable 5 errors in 500 page loads (1.0 %)');
  });

  it('keeps a canary within the margin, and promotes it once the set time has passed', () => {
    const within = { canary: { loads: 100, errors: 5 }, stable: { loads: 500, errors: 5 } }; // 5 % vs 1 % + 5 points
    expect(decideCanary({ since, now: minutes(59), ...within, settings }).action).toBe('wait');
    expect(decideCanary({ since, now: minutes(60), ...within, settings })).toEqual({ action: 'promote', reason: expect.stringContaining('60 minutes') });
    // The set time alone is not enough: a canary nobody loaded was never judged.
    expect(decideCanary({ since, now: minutes(600), canary: { loads: 3, errors: 0 }, stable: { loads: 500, errors: 5 }, settings }).action).toBe('wait');
    expect(decideCanary({ since, now: minutes(10), ...within, settings: { ...settings, promoteAfterMinutes: 10 } }).action).toBe('promote');
  });
});

describe.each(databases)('canary releases in the API server ($name)', (database) => {
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = { now: () => new Date(now) };
  const root = releaseRoot();
  const t = useApiTest(database, {
    logins: ['admin'],
    env: { REMOTES_MANIFEST: path.join(root, 'remotes.json'), STATIC_ROOT: builtShell(), CANARY_MIN_LOADS: '20', CANARY_PROMOTE_AFTER_MINUTES: '30', METRICS_TOKEN },
    build: { jobs: { enabled: false, clock }, clientReports: { now: clock.now, limits: { perClient: 1000, total: 1000, windowMs: 60_000 } } },
  });
  let app: FastifyInstance;
  beforeAll(() => {
    app = t.app;
  });
  const load = (bucket?: number) =>
    app.inject({ method: 'GET', url: '/remotes.json', headers: bucket === undefined ? {} : { cookie: `other=1; portal_bucket=${bucket}` } });
  const paymentsEntry = async (bucket: number) => (await load(bucket)).json().mfe_payments.entry as string;

  it('gives a new browser a bucket cookie, and answers each browser by it: canary below the percent, stable otherwise', async () => {
    startCanary(root, now, 50);
    const first = await load();
    expect(first.headers['set-cookie']).toMatch(/^portal_bucket=\d{1,2}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    // A browser that has its bucket keeps it: no new cookie.
    expect((await load(7)).headers['set-cookie']).toBeUndefined();
    const answers = new Map<number, string>();
    for (let bucket = 0; bucket < 100; bucket += 1) answers.set(bucket, await paymentsEntry(bucket));
    expect(answers.get(0)).toBe(url(CANARY));
    expect(answers.get(49)).toBe(url(CANARY));
    expect(answers.get(50)).toBe(url(STABLE));
    expect(answers.get(99)).toBe(url(STABLE));
    expect([...answers.values()].filter((u) => u === url(CANARY))).toHaveLength(50);
    // Sticky: the same cookie gets the same answer every time; a canary's pointer is pinned like the stable one.
    for (const bucket of [3, 49, 50, 97]) {
      for (let i = 0; i < 3; i += 1) expect(await paymentsEntry(bucket)).toBe(answers.get(bucket));
    }
    expect((await load(3)).json().mfe_payments).toEqual(pinned(CANARY));
    // Remotes without a canary are the same for everyone.
    expect((await load(3)).json().mfe_admin).toBe((await load(80)).json().mfe_admin);
    // A cookie that is not a bucket is replaced.
    expect((await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: 'portal_bucket=abc' } })).headers['set-cookie']).toMatch(/^portal_bucket=/);
  });

  let canaryLoads = 0;
  // The page of a browser without a bucket counts for the canary when its new bucket is in the share.
  let extraCanaryLoads = 0;
  it("writes into the shell's page the release the browser's bucket gets, and preloads its manifest", async () => {
    const page = async (bucket: number) => (await app.inject({ method: 'GET', url: '/deposits', headers: { cookie: `portal_bucket=${bucket}` } })).body;
    const written = (html: string) => JSON.parse(/<script type=application\/json id=page-data>([^<]*)<\/script>/.exec(html)![1]!).remotes.mfe_payments;
    const canary = await page(10);
    expect(canary).toContain(`href="${url(CANARY)}"`);
    expect(written(canary)).toEqual(pinned(CANARY));
    const stable = await page(60);
    expect(stable).toContain(`href="${url(STABLE)}"`);
    expect(written(stable)).toEqual(pinned(STABLE));
    // A browser without a bucket yet gets one with the page, and the page is its side of the split.
    const first = await app.inject({ method: 'GET', url: '/deposits' });
    const bucket = Number(/^portal_bucket=(\d+);/.exec(String(first.headers['set-cookie']))![1]);
    const release = bucket < 50 ? CANARY : STABLE;
    expect(first.body).toContain(`href="${url(release)}"`);
    expect(written(first.body)).toEqual(pinned(release));
    if (release === CANARY) extraCanaryLoads += 1;
    // One browser's side is not kept for another by a shared cache.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
  });

  it('counts each answer as a page load of the releases it named', async () => {
    const totals = await app.clientReportsRepository.releaseTotals(new Date(now.getTime() - 3600_000));
    const loads = (release: string) => totals.filter((r) => r.kind === 'page-load' && r.remote === 'mfe_payments' && r.release === release).reduce((n, r) => n + r.count, 0);
    // 1 + 1 + 100 + 12 + 1 + 2 + 1 answers of /remotes.json above: 1 + 50 + 6 + 1 + 1 of them in a
    // canary bucket (0-49), and the two new browsers each in one by chance; then three pages, which
    // carry the answer themselves: one in a canary bucket, one not, one new browser's.
    canaryLoads = loads(CANARY);
    expect(canaryLoads).toBeGreaterThanOrEqual(60 + extraCanaryLoads);
    expect(canaryLoads).toBeLessThanOrEqual(62 + extraCanaryLoads);
    expect(loads(STABLE) + loads(CANARY)).toBe(121);
    expect(totals.some((r) => r.kind === 'page-load' && r.remote === 'mfe_admin' && r.release === '2.0.0-cccccccc')).toBe(true);
  });

  it('the watch (a job every minute) rolls back a canary that throws, records why, and the next load gets stable', async () => {
    const report = (release: string) =>
      app.inject({ method: 'POST', url: '/api/client-reports', payload: { reports: [{ kind: 'render-error', remote: 'mfe_payments', release }] } });
    for (let i = 0; i < 10; i += 1) expect((await report(CANARY)).statusCode).toBe(204);
    await report(STABLE);
    now = new Date(now.getTime() + 61_000);
    const ran = await app.jobs.runDue();
    expect(ran.filter((job) => job.name === 'canary-watch')).toHaveLength(1);
    expect(readJson(root, 'canary.json')).toEqual({});
    expect(readJson(root, 'remotes.json').mfe_payments).toEqual(pinned(STABLE));
    const event = readJson(root, 'history.json').events.at(-1);
    expect(event).toMatchObject({ remote: 'mfe-payments', action: 'rollback', by: 'canary-watch', release: STABLE, from: CANARY, canary: CANARY, percent: 50 });
    expect(event.reason).toContain(`canary 10 errors in ${canaryLoads} page loads`);
    expect(event.reason).toContain(`stable 1 errors in ${121 - canaryLoads} page loads`);
    expect(await paymentsEntry(0)).toBe(url(STABLE));
    const metrics = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
    expect(metrics).toMatch(/portal_canary_rollbacks_total\{remote="mfe_payments"\} 1/);
  });

  it('promotes a healthy canary after the set time, and /api/system/canaries shows what it saw', async () => {
    // Another hour, so that the counts of the canary rolled back above are not mixed in.
    now = new Date(now.getTime() + 3600_000);
    startCanary(root, now, 10);
    const CANARY_COUNTS_SINCE = now;
    for (let bucket = 0; bucket < 100; bucket += 4) await load(bucket); // buckets 0, 4 and 8 of 25 on the canary
    for (let bucket = 0; bucket < 10; bucket += 1) for (let i = 0; i < 2; i += 1) await load(bucket);
    let outcomes = await app.canaryWatch.runOnce(new Date(now.getTime() + 10 * 60_000));
    expect(outcomes).toEqual([expect.objectContaining({ remote: 'mfe_payments', release: CANARY, action: 'wait' })]);
    const view = await app.inject({ method: 'GET', url: '/api/system/canaries', headers: bearer(t.tokens.admin!) });
    expect(view.statusCode).toBe(200);
    const payments = view.json().remotes.find((r: { remote: string }) => r.remote === 'mfe-payments');
    expect(payments).toMatchObject({ stable: { release: STABLE }, canary: { release: CANARY, percent: 10, since: CANARY_COUNTS_SINCE.toISOString() }, watch: { action: 'wait' } });
    expect(payments.canary.loads).toBeGreaterThanOrEqual(20);
    expect(payments.canary.errors).toBe(0);
    outcomes = await app.canaryWatch.runOnce(new Date(now.getTime() + 31 * 60_000));
    expect(outcomes).toEqual([expect.objectContaining({ action: 'promote' })]);
    expect(readJson(root, 'remotes.json').mfe_payments).toEqual(pinned(CANARY));
    expect(readJson(root, 'canary.json')).toEqual({});
    expect(readJson(root, 'history.json').events.at(-1)).toMatchObject({ action: 'promote', by: 'canary-watch', release: CANARY, from: STABLE });
  });
});
