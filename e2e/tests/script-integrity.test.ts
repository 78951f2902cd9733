import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { repoRoot } from '../src/portal';
import { startProduction, type ProductionPortal } from '../src/production';

/* eslint-disable @typescript-eslint/no-require-imports */
const releases = require('../../tooling/releases.js') as {
  installShell(root: string, dist: string): unknown;
  release(o: { root: string; remote: string; dist: string; version: string }): { release: string };
  readPointer(root: string): Record<string, { entry: string; integrity: Record<string, string> }>;
};
const { REMOTE_FOLDERS } = require('../../tooling/remotes.js') as { REMOTE_FOLDERS: string[] };
/* eslint-enable @typescript-eslint/no-require-imports */

/** A release root of the repository's builds, as `npm start` makes it. */
function releaseRoot(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'portal-integrity-')), 'deploy');
  releases.installShell(root, path.join(repoRoot, 'shell', 'dist'));
  for (const folder of REMOTE_FOLDERS) {
    const version = (JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;
    releases.release({ root, remote: folder, dist: path.join(repoRoot, folder, 'dist'), version });
  }
  return root;
}

/**
 * Changes one byte of a released file on disk, as an intruder on the server would: the file and
 * the precompressed copies both servers send in its place. The byte is the first letter after
 * `marker`, in a text nothing depends on, so the file still works: only its integrity can stop it.
 */
function changeOneByte(file: string, marker: string): void {
  const bytes = readFileSync(file);
  const at = bytes.indexOf(marker) + marker.length;
  if (at < marker.length) throw new Error(`${marker} is not in ${file}`);
  bytes[at] = bytes[at]! ^ 0x20;
  for (const [name, content] of [
    [file, bytes],
    [`${file}.gz`, gzipSync(bytes)],
    [`${file}.br`, brotliCompressSync(bytes)],
  ] as const) {
    if (name !== file && !existsSync(name)) continue;
    chmodSync(name, 0o644);
    writeFileSync(name, content);
  }
}

const PAYMENTS_PAGE = { path: '/settings/payment-methods', label: 'Payments' };

/** changeOneByte() for the length of `run`, then the released bytes again, for the tests after it. */
async function withOneByteChanged(file: string, marker: string, run: () => Promise<void>): Promise<void> {
  const copies = [file, `${file}.gz`, `${file}.br`].filter((name) => existsSync(name)).map((name) => [name, readFileSync(name)] as const);
  changeOneByte(file, marker);
  try {
    await run();
  } finally {
    for (const [name, bytes] of copies) writeFileSync(name, bytes);
  }
}

/**
 * The shell's chunk that holds a shared singleton the payments remote needs and /invoices does
 * not ('shared/ui/extra'), as the live shell's manifest lists it.
 */
function sharedSingletonChunk(root: string): { name: string; file: string } {
  const manifest = JSON.parse(readFileSync(path.join(root, 'shell', 'mf-manifest.json'), 'utf8')) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  const name = manifest.shared.find((s) => s.name === 'shared/ui/extra')!.assets.js.sync[0]!;
  return { name, file: path.join(root, 'shell', name) };
}

/** A payments page inside no frame of the shell's that needs 'shared/ui/extra' (the settings frame does). */
const DEPOSITS_PAGE = { path: '/deposits', label: 'Payments' };

/** The console errors of `page` that `picks` chooses, as they come. */
function consoleErrors(page: Page, picks: (text: string) => boolean): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && picks(message.text())) errors.push(message.text());
  });
  return errors;
}

/** admin@portal.test logged in, with the invoice list shown. */
async function adminOnInvoices(page: Page, url: string): Promise<void> {
  await logIn(page, url, 'admin@portal.test');
  await page.waitForURL(`${url}/invoices`);
  await page.getByRole('heading', { name: 'Invoices' }).waitFor();
}

/**
 * A changed chunk of the shell is refused by the browser (the page's map pins it): /invoices,
 * which does not need it, works; the deposits page, whose remote needs the singleton, shows its
 * area's fallback; the invoices remote still works after it.
 */
async function shellChunkRefused(page: Page, url: string, chunk: string): Promise<void> {
  const refused = consoleErrors(page, (text) => text.includes("Failed to find a valid digest in the 'integrity' attribute"));
  await adminOnInvoices(page, url);
  expect(refused).toEqual([]);
  await page.goto(`${url}${DEPOSITS_PAGE.path}`);
  await page.getByText(`${DEPOSITS_PAGE.label} is unavailable right now`).waitFor();
  expect(refused).toEqual([expect.stringContaining(`/${chunk}'`)]);
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('heading', { name: 'Invoices' }).waitFor();
}

/** The admin's tour: the invoices remote works, the area at `path` (its remote changed) is refused. */
async function refusedAndContained(page: Page, url: string, area = { path: 'Account settings', label: 'Settings' }): Promise<string[]> {
  const refusals = consoleErrors(page, (text) => text.startsWith('Integrity refusal:'));
  await adminOnInvoices(page, url);
  if (area.path.startsWith('/')) await page.goto(`${url}${area.path}`);
  else await page.getByRole('link', { name: area.path }).click();
  await page.getByText(`${area.label} is unavailable right now`).waitFor();
  // The other remotes keep working in the same page.
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('heading', { name: 'Invoices' }).waitFor();
  // The check that tells a refusal from a network failure runs after the fallback shows.
  for (const started = Date.now(); refusals.length === 0 && Date.now() - started < 10_000; ) await page.waitForTimeout(100);
  return refusals;
}

/** A released chunk of the payments remote's routes, as its manifest lists it. */
function paymentsRoutesChunk(root: string): { url: string; file: string } {
  const { entry } = releases.readPointer(root).mfe_payments!;
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const manifest = JSON.parse(readFileSync(path.join(root, entry), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes.find((e) => e.name === 'routes')!.assets.js.sync.find((f) => f.startsWith('__federation_expose_routes'))!;
  return { url: `${base}${chunk}`, file: path.join(root, base, chunk) };
}


/**
 * docs/security/script-integrity.md: a remote whose released entry changed on disk after its
 * release is refused by the browser, through the API server's static serving and through nginx
 * alike; its area shows the fallback, the refusal is reported, and the other remotes keep working.
 */
describe('script integrity', () => {
  describe('served by the API server', () => {
    const root = releaseRoot();
    const own = usePortal(() => ({ apiEnv: { DEPLOY_ROOT: root } }));
    const suite = useBrowser({ page: false });
    let browser: Browser;
    beforeAll(() => {
      ({ browser } = suite);
    });
    afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

    it("pins the shell's scripts in its pages: index.html (main.js first) and the pre-rendered login name main.js and every chunk with its SHA-384", async () => {
      const main = Buffer.from(await (await fetch(`${own.portal.url}/main.js`)).arrayBuffer());
      const expected = `sha384-${createHash('sha384').update(main).digest('base64')}`;
      for (const page of ['/invoices', '/login']) {
        const html = await (await fetch(`${own.portal.url}${page}`, { headers: { 'accept-encoding': 'br' } })).text();
        const entry = /<script ([^>]*)src=\/main\.js/.exec(html)?.[1] ?? '';
        expect(/integrity="([^"]+)"/.exec(entry)?.[1]).toBe(expected);
        // A page behind login asks for its entry first; the pre-rendered login paints without it.
        expect({ page, high: entry.includes('fetchpriority=high') }).toEqual({ page, high: page === '/invoices' });
        // Every other script of the shell, the shared singletons' among them, by the SHA-384 of what is served.
        const map = JSON.parse(/<script type=application\/json id=sri>([^<]*)<\/script>/.exec(html)![1]!) as Record<string, string>;
        expect(Object.keys(map)).toEqual(expect.arrayContaining(['/' + sharedSingletonChunk(root).name]));
        for (const [url, integrity] of Object.entries(map)) {
          const bytes = Buffer.from(await (await fetch(`${own.portal.url}${url}`)).arrayBuffer());
          expect({ url, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` }).toEqual({ url, integrity });
        }
      }
    });

    // Before the tests below change any released file (docs/security/client-reports.md#scripts-a-payment-page-loaded).
    it('the shell reports the scripts a payment page loaded, and the server flags one that no release holds', async () => {
      const page = await newPage(browser);
      // A script no release holds, as a skimmer slipped into the page would be: same origin, so the CSP lets it run.
      await page.route(`${own.portal.url}/skim.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.skimmed = true;' }));
      // The shell's scripts the page loaded that hold the reporter (its own chunk).
      const shellScripts: string[] = [];
      page.on('response', (response) => {
        const { origin, pathname } = new URL(response.url());
        if (response.request().resourceType() !== 'script' || origin !== new URL(own.portal.url).origin) return;
        if (!pathname.startsWith('/remotes/') && pathname !== '/skim.js') shellScripts.push(pathname);
      });
      const reporters = () => shellScripts.filter((file) => readFileSync(path.join(repoRoot, 'shell', 'dist', file), 'utf8').includes('/client-reports/scripts'));
      const reports: { page: string; scripts: string[] }[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/client-reports/scripts')) reports.push(request.postDataJSON() as (typeof reports)[number]);
      });
      await logIn(page, own.portal.url, 'admin@portal.test');
      await page.waitForURL(`${own.portal.url}/invoices`);
      await page.getByRole('heading', { name: 'Invoices' }).waitFor();
      await page.waitForTimeout(4000);
      // The invoice list is no payment page: nothing reported, and the reporter's code not even loaded.
      expect(reports).toEqual([]);
      expect(reporters()).toEqual([]);
      await page.goto(`${own.portal.url}${PAYMENTS_PAGE.path}`);
      await page.addScriptTag({ url: '/skim.js' });
      const sent = await page.waitForRequest((request) => request.url().endsWith('/api/client-reports/scripts'), { timeout: 15_000 });
      expect((await sent.response())?.status()).toBe(204);
      await page.waitForTimeout(4000);
      expect(reports).toEqual([{ page: PAYMENTS_PAGE.path, scripts: expect.arrayContaining(['/main.js', '/skim.js']) }]);
      expect(reporters()).toHaveLength(1);
      // What the payments remote itself ran is in it: the shell watches the remote, the remote does not report on itself.
      expect(reports[0]!.scripts.some((script) => /^\/remotes\/mfe-payments\/[^/]+\/.+\.js$/.test(script))).toBe(true);
      await page.goto(`${own.portal.url}/system`);
      await page.getByText(`${PAYMENTS_PAGE.path} /skim.js`).waitFor();
      await page.context().close();
    });

    // Before the tests below break the payments remote on their own.
    it("refuses a changed chunk of the shell, one holding a shared singleton: the page's map pins it", async () => {
      const chunk = sharedSingletonChunk(root);
      await withOneByteChanged(chunk.file, '"', async () => shellChunkRefused(await newPage(browser), own.portal.url, chunk.name));
    });

    it('refuses a changed remoteEntry.js of mfe-admin and reports it; /invoices keeps working', async () => {
      const pointer = releases.readPointer(root).mfe_admin!;
      const entryUrl = Object.keys(pointer.integrity).find((u) => u.endsWith('/remoteEntry.js'))!;
      changeOneByte(path.join(root, entryUrl), 'message="');
      const page = await newPage(browser);
      const refusals = await refusedAndContained(page, own.portal.url);
      expect(refusals).toEqual([expect.stringContaining(`Integrity refusal: mfe_admin ${entryUrl}: released ${pointer.integrity[entryUrl]}, served sha384-`)]);
      // The changed file never ran, though it would have: loaded without its integrity, it defines the remote's container.
      expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).mfe_admin)).toBe('undefined');
      await page.addScriptTag({ url: entryUrl });
      expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).mfe_admin)).toBe('object');
    });

    it("refuses the payments remote's lazy chunks when changed: its own loader asks with its manifest's hashes, which a page naming its entry carries", async () => {
      const { entry } = releases.readPointer(root).mfe_payments!;
      const dir = path.join(root, entry.slice(0, entry.lastIndexOf('/') + 1));
      const manifest = JSON.parse(readFileSync(path.join(root, entry), 'utf8')) as { exposes: { name: string; assets: { js: { async: string[] } } }[] };
      const lazy = manifest.exposes.find((e) => e.name === 'routes')!.assets.js.async;
      expect(lazy.length).toBeGreaterThan(0);
      for (const chunk of lazy) changeOneByte(path.join(dir, chunk), '"');
      const page = await newPage(browser);
      // The browser's own refusal: a chunk loaded without its hash would run, changed.
      const refused = consoleErrors(page, (text) => text.includes("Failed to find a valid digest in the 'integrity' attribute"));
      await logIn(page, own.portal.url, 'admin@portal.test');
      await page.waitForURL(`${own.portal.url}/invoices`);
      await page.goto(`${own.portal.url}${PAYMENTS_PAGE.path}`);
      // The page's lazy part was asked for and refused: the area's boundary shows its message.
      await page.getByText('Payments is unavailable right now').waitFor();
      expect(refused).toContainEqual(expect.stringMatching(new RegExp(`/(${lazy.map((c) => c.replace(/\./g, '\\.')).join('|')})'`)));
      // That page named the remote by its entry, so the hashes came from the page, not a manifest
      // the runtime read (docs/architecture/phone-reload.md#the-remotes-entry).
      const named = await page.evaluate(() => JSON.parse(document.getElementById('page-data')!.textContent!) as { remotes: Record<string, { entry: string }>; chunks: object });
      expect(named.remotes.mfe_payments!.entry).toBe(`${entry.slice(0, entry.lastIndexOf('/') + 1)}remoteEntry.js`);
      expect(Object.keys(named.chunks)).toEqual(expect.arrayContaining(lazy.map((chunk) => `${entry.slice(0, entry.lastIndexOf('/') + 1)}${chunk}`)));
      await page.getByRole('link', { name: 'Invoices', exact: true }).click();
      await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    });

    it("refuses a changed chunk of mfe-payments' routes (its hash from the pinned manifest) and reports it", async () => {
      const chunk = paymentsRoutesChunk(root);
      // "use strict" becomes "Use strict": still valid JavaScript.
      changeOneByte(chunk.file, '"');
      const refusals = await refusedAndContained(await newPage(browser), own.portal.url, PAYMENTS_PAGE);
      // With the lazy chunks the test before changed, where this page asked for them.
      expect(refusals).toContainEqual(expect.stringContaining(`Integrity refusal: mfe_payments ${chunk.url}: released sha384-`));
    });
  });

  describe('served by nginx', () => {
    let prod: ProductionPortal;
    const suite = useBrowser({ page: false });
    beforeAll(async () => {
      prod = await startProduction();
    }, 120_000);
    afterAll(async () => {
      await prod?.stop();
    });

    it('refuses a changed chunk of the shell, one holding a shared singleton', async () => {
      const chunk = sharedSingletonChunk(prod.deployRoot);
      await withOneByteChanged(chunk.file, '"', async () => shellChunkRefused(await newPage(suite.browser), prod.url, chunk.name));
    });

    it('refuses a changed mf-manifest.json of mfe-admin; /invoices keeps working', async () => {
      const pointer = releases.readPointer(prod.deployRoot).mfe_admin!;
      changeOneByte(path.join(prod.deployRoot, pointer.entry), '"buildName": "');
      const refusals = await refusedAndContained(await newPage(suite.browser), prod.url);
      expect(refusals).toEqual([expect.stringContaining(`Integrity refusal: mfe_admin ${pointer.entry}: released ${pointer.integrity[pointer.entry]}, served sha384-`)]);
    });

    it("refuses a changed chunk of mfe-payments' routes; /invoices keeps working", async () => {
      const chunk = paymentsRoutesChunk(prod.deployRoot);
      changeOneByte(chunk.file, '"');
      const refusals = await refusedAndContained(await newPage(suite.browser), prod.url, PAYMENTS_PAGE);
      expect(refusals).toEqual([expect.stringContaining(`Integrity refusal: mfe_payments ${chunk.url}: released sha384-`)]);
    });
  });
});
