import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { useBrowser } from '../src/harness';
import { sharedPortal } from '../src/shared-portal';

/** Loaded once, from the shell, and used by the remotes. */
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'shared', 'shared/ui/base', 'shared/ui/more', 'shared/router', 'zustand', '@emotion/react'];

/** docs/architecture/overview.md: the portal runs end to end, with remotes decided at run time and shared singletons. */
describe('platform', () => {
  const { url } = sharedPortal();
  const suite = useBrowser();
  let page: Page;
  beforeEach(() => {
    ({ page } = suite);
  });

  it('serves the login page with the Log In button and the v1.0.9 footer', async () => {
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await expect(page.getByTestId('app-version').textContent()).resolves.toBe('v1.0.9');
  });

  it('sends an unauthenticated visitor to /login', async () => {
    await page.goto(`${url}/invoices`);
    await page.waitForURL(`${url}/login`);
  });

  it('refuses a wrong password with the spec text', async () => {
    await logIn(page, url, 'soldto@portal.test', 'not-the-password');
    await page.getByText('Authentication Failed, Invalid Credentials.').waitFor();
    expect(page.url()).toBe(`${url}/login`);
  });

  it('logs soldto@portal.test in onto /invoices, rendered by mfe-invoices', async () => {
    const remoteEntries: string[] = [];
    page.on('request', (r) => r.url().includes('/remotes/') && remoteEntries.push(r.url()));
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    await expect(page.getByLabel('Customer').inputValue()).resolves.toMatch(/^100100 - /);
    expect(remoteEntries.some((u) => u.includes('/remotes/mfe-invoices/mf-manifest.json'))).toBe(true);
  });

  it('lists four remotes in /remotes.json, and each manifest loads', async () => {
    const response = await fetch(`${url}/remotes.json`);
    const manifest = (await response.json()) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['mfe_admin', 'mfe_invoices', 'mfe_payments', 'mfe_registration']);
    for (const [name, entry] of Object.entries(manifest)) {
      const remote = await fetch(new URL(entry, url));
      expect(remote.status).toBe(200);
      const body = (await remote.json()) as { name: string; metaData: { buildInfo: { buildVersion: string } } };
      expect(body.name).toBe(name);
      expect(body.metaData.buildInfo.buildVersion).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('shares one React and one store between the shell and the remotes', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.getByLabel('Customer').waitFor();

    // The shell writes the store (account switcher); the invoices remote shows the change.
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: /^100200 - / }).click();
    await expect(page.getByLabel('Customer').inputValue()).resolves.toMatch(/^100200 - /);

    // A second remote (mfe-admin) reads the same store.
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByTestId('profile-name').waitFor();
    await expect(page.getByTestId('profile-name').textContent()).resolves.toContain('soldto@portal.test');

    const scope = await page.evaluate((singletons) => {
      type Entry = { loaded?: boolean; useIn?: string[]; from?: string };
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__.__SHARE__;
      const seen: Record<string, { versions: string[]; loadedFrom: string[]; usedBy: string[] }> = {};
      for (const instance of Object.values(share)) {
        for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
          if (!singletons.includes(pkg)) continue;
          const entry = (seen[pkg] ??= { versions: [], loadedFrom: [], usedBy: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (info.loaded && info.from && !entry.loadedFrom.includes(info.from)) entry.loadedFrom.push(info.from);
            for (const user of info.useIn ?? []) if (!entry.usedBy.includes(user)) entry.usedBy.push(user);
          }
        }
      }
      return seen;
    }, SINGLETONS);
    // One version registered and loaded once, from the shell, for every singleton: MUI and the
    // router through shared's facades (docs/architecture/frontend.md#javascript-budgets).
    for (const pkg of SINGLETONS) {
      expect({ pkg, versions: scope[pkg]?.versions.length, loadedFrom: scope[pkg]?.loadedFrom }).toEqual({ pkg, versions: 1, loadedFrom: ['shell'] });
    }
    // ...and the remotes run on that copy (mfe-invoices reaches React through its JSX runtime).
    expect(scope.shared?.usedBy).toEqual(expect.arrayContaining(['shell', 'mfe_invoices', 'mfe_admin']));
    expect([...(scope.react?.usedBy ?? []), ...(scope['react/jsx-runtime']?.usedBy ?? [])]).toEqual(
      expect.arrayContaining(['mfe_invoices', 'mfe_admin']),
    );
    expect(scope['shared/ui/base']?.usedBy).toEqual(expect.arrayContaining(['shell', 'mfe_invoices', 'mfe_admin']));
    expect(scope['shared/router']?.usedBy).toEqual(expect.arrayContaining(['shell', 'mfe_invoices']));
  });
});
