import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { useBrowser } from '../src/harness';
import { repoRoot } from '../src/portal';
import { sharedPortal } from '../src/shared-portal';

/** docs/product/session-and-login.md: login, landing, logout, navigation, theming and accessibility, in Chromium. */
describe('shell', () => {
  const { url } = sharedPortal();
  const suite = useBrowser();
  let browser: Browser;
  let page: Page;
  beforeEach(() => {
    ({ browser, page } = suite);
  });

  it('asks for both fields with the spec text', async () => {
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill('soldto@portal.test');
    await page.getByLabel('Email').press('Enter');
    await page.getByText('Email And Password Are Required.').waitFor();
  });

  it('refuses a locked user with a clear message and no session', async () => {
    await logIn(page, url, 'locked@portal.test');
    await page.getByText(/locked/i).first().waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('portal-session'));
    expect(token === null || !JSON.parse(token).state.token).toBe(true);
  });

  it('sends a user waiting for confirmation to /auto-register/waiting-confirmation', async () => {
    await logIn(page, url, 'pending@portal.test');
    await page.waitForURL(`${url}/auto-register/waiting-confirmation`);
  });

  it('returns to the last visited URL only when it contains settings-page/registration-requests', async () => {
    await page.goto(`${url}/settings/configuration`);
    await page.waitForURL(`${url}/login`);
    await logIn(page, url, 'admin@portal.test');
    await page.waitForURL(`${url}/invoices`);
  });

  it('returns to settings-page/registration-requests after login', async () => {
    await page.goto(`${url}/settings-page/registration-requests`);
    await page.waitForURL(`${url}/login`);
    await logIn(page, url, 'admin@portal.test');
    await page.waitForURL(`${url}/settings/registration-requests`);
    await page.getByRole('tab', { name: 'Registration Requests', selected: true }).waitFor();
  });

  it('logs out, ending the session on the server', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal-session')!).state.token as string);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${url}/login`);
    const after = await fetch(`${url}/api/token/getuseraccounts`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(after.status).toBe(401);
    await page.goto(`${url}/invoices`);
    await page.waitForURL(`${url}/login`);
  });

  it('shows the account dropdown for soldto@portal.test and not for viewer@portal.test', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.getByRole('combobox', { name: 'Account' }).waitFor();

    const other = await newPage(browser);
    await logIn(other, url, 'viewer@portal.test');
    await other.waitForURL(`${url}/invoices`);
    await other.getByLabel('Customer').waitFor();
    await expect(other.getByRole('combobox', { name: 'Account' }).count()).resolves.toBe(0);
    await other.context().close();
  });

  it('shows the settings tabs a user may use', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.goto(`${url}/settings/profile`);
    await page.getByRole('tab', { name: 'Account' }).waitFor();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Account', 'Payment Methods', 'AutoPay']);
  });

  /** A brand's logo as the pre-rendered login carries it: in the page (docs/architecture/prerendered-login.md). */
  const logoOf = (brand: number) =>
    `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(repoRoot, `shell/public/themes/${brand}/logo.svg`), 'utf8').trim())}`;

  it('chooses the theme by the host name', async () => {
    const port = new URL(url).port;
    await page.goto(`http://brand3.localhost:${port}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    // Each page is named before the brand's title (docs/product/navigation-and-layout.md#page-titles).
    await expect(page.title()).resolves.toBe('Log In – Keystone – Billing Portal');
    await expect(page.getByTestId('brand-logo').getAttribute('src')).resolves.toBe(logoOf(3));

    await page.goto(`http://unknown-host.localhost:${port}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await expect(page.getByTestId('brand-logo').getAttribute('src')).resolves.toBe(logoOf(1));
  });

  it('shows the drawer on a phone', async () => {
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await logIn(phone, url, 'soldto@portal.test');
    await phone.waitForURL(`${url}/invoices`);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByText('Payment Methods').waitFor();
    await expect(drawer.getByText('Configuration').count()).resolves.toBe(0);
    await drawer.getByText('Logout').click();
    await phone.waitForURL(`${url}/login`);
    await phone.context().close();
  });

  it('has no serious or critical accessibility violations on /login and the top bar', async () => {
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    const login = await new AxeBuilder({ page }).analyze();
    expect(login.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id)).toEqual([]);

    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.getByRole('combobox', { name: 'Account' }).waitFor();
    const topBar = await new AxeBuilder({ page }).include('header').analyze();
    expect(topBar.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id)).toEqual([]);
  });

  it('can be used by keyboard: Tab reaches the fields and Enter logs in', async () => {
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').waitFor();
    await page.keyboard.type('soldto@portal.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-pass-2026');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/invoices`);
  });
});
