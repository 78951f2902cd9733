import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { repoRoot } from '../src/portal';

/* eslint-disable @typescript-eslint/no-require-imports */
const releases = require('../../tooling/releases.js') as {
  installShell(root: string, dist: string): unknown;
  release(o: { root: string; remote: string; dist: string; version: string; canary?: number; by?: string; reason?: string }): { release: string };
};
const { REMOTE_FOLDERS } = require('../../tooling/remotes.js') as { REMOTE_FOLDERS: string[] };
/* eslint-enable @typescript-eslint/no-require-imports */

const versionOf = (folder: string) => (JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;

/** A release root of the repository's builds, as `npm start` makes it, and a canary of mfe-invoices at 50 %. */
function releaseRootWithCanary(): { root: string; stable: string; canary: string } {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'portal-canary-')), 'deploy');
  releases.installShell(root, path.join(repoRoot, 'shell', 'dist'));
  let stable = '';
  for (const folder of REMOTE_FOLDERS) {
    const made = releases.release({ root, remote: folder, dist: path.join(repoRoot, folder, 'dist'), version: versionOf(folder) });
    if (folder === 'mfe-invoices') stable = made.release;
  }
  // The same build under another version: another release folder, another name, the same code.
  const dist = path.join(path.dirname(root), 'canary-dist');
  cpSync(path.join(repoRoot, 'mfe-invoices', 'dist'), dist, { recursive: true });
  const canary = releases.release({ root, remote: 'mfe-invoices', dist, version: '9.9.9', canary: 50, by: 'e2e', reason: 'the canary test' }).release;
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
  const own = usePortal(() => ({ apiEnv: { DEPLOY_ROOT: root } }));
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
      await page.context().close();
    }
  });
});
