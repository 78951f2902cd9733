import { cpSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { repoRoot, type RunningPortal } from '../src/portal';

const APPS = ['shell', 'mfe-invoices', 'mfe-payments', 'mfe-admin', 'mfe-registration'];

/** docs/architecture/overview.md: with one remote's files removed, only its area fails, and Retry really retries. */
describe('a remote that is down', () => {
  let staticRoot: string;
  let portal: RunningPortal;
  let browser: Browser;

  beforeAll(() => {
    // A deployment of its own, so the built files of the repository stay untouched.
    staticRoot = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
    for (const app of APPS) {
      if (app === 'mfe-admin') continue;
      mkdirSync(path.join(staticRoot, app));
      cpSync(path.join(repoRoot, app, 'dist'), path.join(staticRoot, app, 'dist'), { recursive: true });
    }
  });
  const own = usePortal(() => ({ apiEnv: { STATIC_ROOT: staticRoot } }));
  const suite = useBrowser({ page: false });
  beforeAll(() => {
    ({ portal } = own);
    ({ browser } = suite);
  });
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  it('keeps /invoices working and shows its own message in the settings area, then recovers on Retry', async () => {
    const page = await newPage(browser);
    await logIn(page, portal.url, 'admin@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();

    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByText('Settings is unavailable right now').waitFor();
    // The layout around the failed area still works.
    await expect(page.getByRole('tab', { name: 'Account' }).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();

    // Deploy the remote again; Retry fetches it for real.
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByText('Settings is unavailable right now').waitFor();
    mkdirSync(path.join(staticRoot, 'mfe-admin'));
    cpSync(path.join(repoRoot, 'mfe-admin', 'dist'), path.join(staticRoot, 'mfe-admin', 'dist'), { recursive: true });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('profile-name').waitFor();
  });
});
