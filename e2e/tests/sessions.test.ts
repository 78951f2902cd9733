import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { logIn, newPage } from '../src/browser';
import { useBrowser } from '../src/harness';
import { sharedPortal } from '../src/shared-portal';

/** A phone's browser, so the first browser can tell the second one's session apart in its list. */
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** docs/security/sessions.md: profile → Security lists where one is logged in and ends a session, in Chromium. */
describe('sessions a person can see and end', () => {
  const { url } = sharedPortal();
  const suite = useBrowser();
  let page: Page;
  beforeEach(() => {
    ({ page } = suite);
  });

  it('ends the session of another browser from the profile; that browser is logged out at its next request', async () => {
    const phone = await newPage(suite.browser, { userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await logIn(phone, url, 'viewer@portal.test');
      await phone.waitForURL(`${url}/invoices`);

      await logIn(page, url, 'viewer@portal.test');
      await page.waitForURL(`${url}/invoices`);
      await page.goto(`${url}/settings/profile`);
      const sessions = page.getByRole('region', { name: 'Sessions' });
      const mine = sessions.getByRole('listitem').filter({ hasText: 'This session' });
      await mine.waitFor();
      await expect(mine.textContent()).resolves.toMatch(/Chrome \d+ on Linux/);
      const phoneRow = sessions.getByRole('listitem').filter({ hasText: 'Safari 17 on iOS' });
      await expect(phoneRow.textContent()).resolves.toContain('127.0.0.1');
      await expectNoSeriousAxeViolations(page);

      // By keyboard, as a person without a mouse would.
      await sessions.getByRole('button', { name: 'End the session in Safari 17 on iOS' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('The session was ended.').waitFor();
      await phoneRow.waitFor({ state: 'detached' });

      // The phone's next request is refused (its refresh token died with the session): back to the login page.
      await phone.goto(`${url}/invoices`);
      await phone.waitForURL(/\/login/);
      await phone.getByLabel('Email').waitFor();
      // The first browser is still logged in.
      await page.goto(`${url}/invoices`);
      await page.locator('table tbody tr').first().waitFor();
      expect(page.url()).toBe(`${url}/invoices`);
    } finally {
      await phone.context().close();
    }
  });
});
