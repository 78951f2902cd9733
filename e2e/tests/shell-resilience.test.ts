import type { Browser } from 'playwright-core';
import { launchBrowser, logIn, newPage } from '../src/browser';
import { startPortal, type RunningPortal } from '../src/portal';

/** Issue 3: the idle timeout (shortened through configuration) and the ERP-down redirects. */
describe('shell under stress', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe('idle timeout', () => {
    let portal: RunningPortal;
    beforeAll(async () => {
      // 0.05 minutes = 3 seconds; the rule is the same, only the configured limit is shorter.
      portal = await startPortal({ apiEnv: { IDLE_TIMEOUT_MINUTES: '0.05' } });
    });
    afterAll(() => portal.stop());

    it('shows the timeout toast until dismissed, then logs out', async () => {
      const page = await newPage(browser);
      await logIn(page, portal.url, 'soldto@portal.test');
      await page.waitForURL(`${portal.url}/invoices`);
      const toast = page.getByText('Session timeout occured, Please log in again.');
      await toast.waitFor({ timeout: 20_000 });
      await page.waitForTimeout(4000);
      await expect(toast.isVisible()).resolves.toBe(true);
      expect(page.url()).toBe(`${portal.url}/invoices`);
      await page.getByTestId('toasts').getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${portal.url}/login`);
    });
  });

  describe('ERP down', () => {
    let portal: RunningPortal;
    beforeAll(async () => {
      portal = await startPortal();
      await portal.stopSandbox();
    });
    afterAll(() => portal.stop());

    it('sends a user who may edit the configuration to /settings/configuration with the ERP status', async () => {
      const page = await newPage(browser);
      await logIn(page, portal.url, 'admin@portal.test');
      await page.waitForURL(`${portal.url}/settings/configuration`);
      await page.getByText('SAP Connection Status: Error').waitFor();
    });

    it('sends everyone else to /system-error, which logs them out', async () => {
      const page = await newPage(browser);
      await logIn(page, portal.url, 'manager@portal.test');
      await page.waitForURL(`${portal.url}/system-error`);
      await page.getByText('There was an error with the system. Please try again later.').waitFor();
      await page.goto(`${portal.url}/invoices`);
      await page.waitForURL(`${portal.url}/login`);
    });
  });
});
