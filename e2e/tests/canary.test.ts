import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { repoRoot } from '../src/portal';
import { startProduction, type ProductionPortal } from '../src/production';

/* eslint-disable @typescript-eslint/no-require-imports */
const releases = require('../../tooling/releases.js') as {
  installShell(root: string, dist: string): unknown;
  release(o: { root: string; remote: string; dist: string; version: string; canary?: number; by?: string; reason?: string }): { release: string };
};
const { REMOTE_FOLDERS } = require('../../tooling/remotes.js') as { REMOTE_FOLDERS: string[] };
/* eslint-enable @typescript-eslint/no-require-imports */

const versionOf = (folder: string) => (JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;

/** A release root of the repository's builds, as `npm start` makes it, and a canary of `folder` at 50 %. */
function releaseRootWithCanary(folder = 'mfe-invoices'): { root: string; stable: string; canary: string } {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'portal-canary-')), 'deploy');
  releases.installShell(root, path.join(repoRoot, 'shell', 'dist'));
  let stable = '';
  for (const each of REMOTE_FOLDERS) {
    const made = releases.release({ root, remote: each, dist: path.join(repoRoot, each, 'dist'), version: versionOf(each) });
    if (each === folder) stable = made.release;
  }
  // The same build under another version: another release folder, another name, the same code.
  const dist = path.join(path.dirname(root), 'canary-dist');
  cpSync(path.join(repoRoot, folder, 'dist'), dist, { recursive: true });
  const canary = releases.release({ root, remote: folder, dist, version: '9.9.9', canary: 50, by: 'e2e', reason: 'the canary test' }).release;
  return { root, stable, canary };
}

/** Which release of mfe-invoices a page load of /invoices fetched, as the browser asked for it. */
async function invoicesReleaseOf(page: Page, url: string): Promise<string> {
  const fetched: string[] = [];
  const listener = (request: { url(): string }) => {
    const match = /\/remotes\/mfe-invoices\/([^/]+)\/remoteEntry\.js/.exec(request.url());
    if (match) fetched.push(match[1]!);
  };
  page.on('request', listener);
  await page.goto(`${url}/invoices`);
  await page.getByRole('heading', { name: 'Invoices' }).waitFor();
  page.off('request', listener);
  if (new Set(fetched).size !== 1) throw new Error(`expected one release of mfe-invoices, got ${fetched.join(', ') || 'none'}`);
  return fetched[0]!;
}

/**
 * docs/architecture/remotes.md#canary-releases: a canary at 50 % reaches some browsers and not
 * others, each browser keeps its side (a cookie the API server sets), and both sides work.
 */
describe('a canary release at 50 %', () => {
  const { root, stable, canary } = releaseRootWithCanary();
  // A short watch: judged after 2 page loads, promoted after a minute without errors.
  const own = usePortal(() => ({ apiEnv: { DEPLOY_ROOT: root, CANARY_MIN_LOADS: '2', CANARY_PROMOTE_AFTER_MINUTES: '1' } }));
  const suite = useBrowser({ page: false });
  let browser: Browser;
  let url: string;
  beforeAll(() => {
    browser = suite.browser;
    url = own.portal.url;
  });
  afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it('gives some browsers the canary and others the stable release, each stickily', async () => {
    // New browsers until both sides were seen: each gets a random bucket on its first /remotes.json.
    const sides = new Map<string, Page>();
    for (let i = 0; i < 24 && sides.size < 2; i += 1) {
      const page = await newPage(browser);
      const answer = await page.request.get(`${url}/remotes.json`);
      const entry = ((await answer.json()) as Record<string, { entry: string }>).mfe_invoices!.entry;
      const release = entry.includes(`/${canary}/`) ? canary : stable;
      if (sides.has(release)) await page.context().close();
      else sides.set(release, page);
    }
    expect([...sides.keys()].sort()).toEqual([canary, stable].sort());
    for (const [release, page] of sides) {
      await logIn(page, url, 'admin@portal.test');
      await page.waitForURL(`${url}/invoices`);
      // The page loads the release of its side, and again after a reload: the cookie keeps it.
      expect(await invoicesReleaseOf(page, url)).toBe(release);
      expect(await invoicesReleaseOf(page, url)).toBe(release);
      const cookie = (await page.context().cookies(url)).find((c) => c.name === 'portal_bucket');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      if (release === canary) {
        // The operators' page: both releases of mfe-invoices, the share, and the page loads so far.
        await page.goto(`${url}/system`);
        const row = page.getByTestId('canary-mfe-invoices');
        await row.waitFor();
        const text = (await row.textContent()) ?? '';
        expect(text).toContain(stable);
        expect(text).toContain(canary);
        expect(text).toContain('50 %');
        expect(text).toMatch(/[1-9]\d* page loads, 0 errors/);
      }
      await page.context().close();
    }
  });

  it('is promoted by the watch when healthy: every browser gets it', async () => {
    const at = new Date(Date.now() + 2 * 60_000).toISOString();
    const ran = await fetch(`${url}/api/jobs/run-due`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at }) });
    expect(ran.status).toBe(200);
    const event = (JSON.parse(readFileSync(path.join(root, 'history.json'), 'utf8')) as { events: Array<Record<string, unknown>> }).events.at(-1);
    expect(event).toMatchObject({ remote: 'mfe-invoices', action: 'promote', by: 'canary-watch', release: canary, from: stable });
    expect(String(event!.reason)).toMatch(/^no worse than stable/);
    const page = await newPage(browser);
    for (const bucket of ['0', '99']) {
      await page.context().addCookies([{ name: 'portal_bucket', value: bucket, url }]);
      const answer = (await (await page.request.get(`${url}/remotes.json`)).json()) as Record<string, { entry: string }>;
      expect(answer.mfe_invoices!.entry).toBe(`/remotes/mfe-invoices/${canary}/mf-manifest.json`);
    }
    await page.context().close();
  });
});

/** A browser on the canary's side of mfe-admin's split (new browsers until one is). */
async function canaryBrowser(browser: Browser, url: string, canary: string): Promise<Page> {
  for (let i = 0; i < 24; i += 1) {
    const page = await newPage(browser);
    const answer = await page.request.get(`${url}/remotes.json`);
    if (((await answer.json()) as Record<string, { entry: string }>).mfe_admin!.entry.includes(`/${canary}/`)) return page;
    await page.context().close();
  }
  throw new Error('no browser got the canary in 24 tries');
}

/**
 * docs/architecture/remotes.md#the-watch: a canary whose area fails is rolled back by the watch (a
 * job of the queue) without anyone acting, the history says why, and the next page load of the same
 * browser gets the stable release.
 */
describe('a broken canary', () => {
  const { root, stable, canary } = releaseRootWithCanary('mfe-admin');
  // The canary's entry is gone: its area cannot load, and every browser on its side reports it.
  for (const suffix of ['', '.gz', '.br']) {
    const file = path.join(root, 'remotes', 'mfe-admin', canary, `remoteEntry.js${suffix}`);
    if (existsSync(file)) {
      chmodSync(path.dirname(file), 0o755);
      rmSync(file);
    }
  }
  const own = usePortal(() => ({ apiEnv: { DEPLOY_ROOT: root, CANARY_MIN_LOADS: '2' } }));
  const suite = useBrowser({ page: false });
  afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it('is rolled back by the watch, and the next page load gets the stable release', async () => {
    const url = own.portal.url;
    const page = await canaryBrowser(suite.browser, url, canary);
    await logIn(page, url, 'admin@portal.test');
    await page.waitForURL(`${url}/invoices`);
    // The area's failure is reported, tagged with the canary's release, before the watch looks.
    const report = page.waitForResponse((r) => r.url().endsWith('/api/client-reports'));
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByText('Settings is unavailable right now').waitFor();
    const sent = await report;
    expect(sent.status()).toBe(204);
    expect(sent.request().postDataJSON()).toEqual({ reports: [{ kind: 'remote-load-failure', remote: 'mfe_admin', release: canary }] });

    // The watch's next round (a job every minute), run now rather than waited for.
    const at = new Date(Date.now() + 2 * 60_000).toISOString();
    const ran = await fetch(`${url}/api/jobs/run-due`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at }) });
    expect(ran.status).toBe(200);
    const event = (JSON.parse(readFileSync(path.join(root, 'history.json'), 'utf8')) as { events: Array<Record<string, unknown>> }).events.at(-1);
    expect(event).toMatchObject({ remote: 'mfe-admin', action: 'rollback', by: 'canary-watch', release: stable, from: canary });
    expect(String(event!.reason)).toMatch(/^error rate clearly worse than stable/);
    expect(JSON.parse(readFileSync(path.join(root, 'canary.json'), 'utf8'))).toEqual({});

    // The same browser, at its next page load: the stable release, which works.
    const answer = (await (await page.request.get(`${url}/remotes.json`)).json()) as Record<string, { entry: string }>;
    expect(answer.mfe_admin!.entry).toBe(`/remotes/mfe-admin/${stable}/mf-manifest.json`);
    await page.goto(`${url}/settings`);
    await page.getByTestId('profile-name').waitFor();
    await page.context().close();
  });
});

/**
 * Through nginx in front of two API servers, as in production (docs/architecture/remotes.md#canary-releases):
 * nginx passes /remotes.json to whichever server, and each browser keeps its side whichever answers.
 */
describe('a canary behind nginx with two API servers', () => {
  let prod: ProductionPortal;
  const suite = useBrowser({ page: false });
  beforeAll(async () => {
    prod = await startProduction();
  }, 120_000);
  afterAll(async () => {
    await prod?.stop();
  });

  it('splits per browser and keeps each browser on its side across the servers', async () => {
    const dist = path.join(path.dirname(prod.deployRoot), 'canary-dist');
    cpSync(path.join(repoRoot, 'mfe-invoices', 'dist'), dist, { recursive: true });
    const canary = releases.release({ root: prod.deployRoot, remote: 'mfe-invoices', dist, version: '9.9.9', canary: 50, by: 'e2e', reason: 'through nginx' }).release;
    const sides = new Map<boolean, Page>();
    for (let i = 0; i < 24 && sides.size < 2; i += 1) {
      const page = await newPage(suite.browser);
      const answer = await page.request.get(`${prod.url}/remotes.json`);
      expect(answer.headers()['cache-control']).toBe('private, no-cache');
      const onCanary = ((await answer.json()) as Record<string, { entry: string }>).mfe_invoices!.entry.includes(`/${canary}/`);
      if (sides.has(onCanary)) await page.context().close();
      else sides.set(onCanary, page);
    }
    expect([...sides.keys()].sort()).toEqual([false, true]);
    for (const [onCanary, page] of sides) {
      // Six answers: nginx spreads them over both servers; each gives this browser the same side.
      for (let i = 0; i < 6; i += 1) {
        const entry = ((await (await page.request.get(`${prod.url}/remotes.json`)).json()) as Record<string, { entry: string }>).mfe_invoices!.entry;
        expect(entry.includes(`/${canary}/`)).toBe(onCanary);
      }
      await page.context().close();
    }
  });
});
