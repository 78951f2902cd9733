import type { Browser } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import type { RunningPortal } from '../src/portal';

/** docs/product/session-and-login.md: the idle timeout (shortened through configuration) and the ERP-down redirects. */
describe('shell under stress', () => {
  const suite = useBrowser({ page: false });
  let browser: Browser;
  beforeAll(() => {
    ({ browser } = suite);
  });

  describe('idle timeout', () => {
    // 0.05 minutes = 3 seconds; the rule is the same, only the configured limit is shorter.
    const own = usePortal({ apiEnv: { IDLE_TIMEOUT_MINUTES: '0.05' } });
    let portal: RunningPortal;
    beforeAll(() => {
      ({ portal } = own);
    });

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

  describe('two tabs of one session', () => {
    // 6 s idle limit, a refresh on activity every ~1 s: tokens rotate many times during the test.
    const own = usePortal({ apiEnv: { IDLE_TIMEOUT_MINUTES: '0.1', REFRESH_INTERVAL_MINUTES: '0.02' } });
    let portal: RunningPortal;
    beforeAll(() => {
      ({ portal } = own);
    });

    it('do not log each other out while either is in use', async () => {
      const first = await newPage(browser);
      await logIn(first, portal.url, 'soldto@portal.test');
      await first.waitForURL(`${portal.url}/invoices`);
      // A duplicated tab starts with a copy of the first tab's sessionStorage.
      const session = await first.evaluate(() => sessionStorage.getItem('portal-session'));
      const second = await first.context().newPage();
      await second.addInitScript((value) => {
        if (!sessionStorage.getItem('portal-session')) sessionStorage.setItem('portal-session', value!);
      }, session);
      await second.goto(`${portal.url}/invoices`);
      await second.getByLabel('Customer').waitFor();

      // Only the first tab is used for 15 s: longer than the idle limit, with many token rotations.
      for (let i = 0; i < 30; i += 1) {
        await first.mouse.move(100 + (i % 10) * 10, 200);
        await first.waitForTimeout(500);
      }
      for (const page of [first, second]) {
        await expect(page.getByText('Session timeout occured, Please log in again.').count()).resolves.toBe(0);
        expect(page.url()).toBe(`${portal.url}/invoices`);
      }
      // The second tab still holds a working session: it reloads its data after a full reload.
      await second.reload();
      await second.getByLabel('Customer').waitFor();
      await second.mouse.move(10, 10);
      expect(second.url()).toBe(`${portal.url}/invoices`);
    });
  });

  describe('ERP down', () => {
    const own = usePortal();
    let portal: RunningPortal;
    beforeAll(async () => {
      ({ portal } = own);
      await portal.stopSandbox();
    });

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
