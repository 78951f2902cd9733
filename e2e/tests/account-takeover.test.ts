import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { newPage } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { caughtMails, linkIn, waitForMail, type CaughtMail } from '../src/mail';
import { checkPage, phonePage } from '../src/registration';
import { openUsers, waitForCount } from '../src/users-admin';

/**
 * docs/security/account-changes.md in Chromium, the takeover the probe found: staff put an address of
 * their own on a customer. The old address is told at once, a reset link mailed before no longer
 * works, and the new address holds only once its mailed link is confirmed.
 */
describe('a changed e-mail address cannot take an account over', () => {
  // The customer's address changes: a portal of the suite's own.
  const own = usePortal();
  const suite = useBrowser({ page: false });
  let page: Page;
  beforeEach(async () => {
    page = await newPage(suite.browser);
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('tells the old address, ends its reset link, and waits for the new address to confirm', async () => {
    const { url, sandboxUrl } = own.portal;
    const customer = 'payer@portal.test';
    const attacker = 'mallory@example.test';

    // The customer asked for a reset earlier; its link is in their mailbox.
    const asked = await fetch(`${url}/api/users/password-reset-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer }),
    });
    expect(asked.status).toBe(200);
    const resetLink = linkIn(await waitForMail(sandboxUrl, customer, /Reset your password/), `${url}/reset-password/`);

    await openUsers(page, url, 'admin@portal.test');
    await page.getByLabel('Search users').fill('payer@portal');
    await waitForCount(page, 1);
    await page.getByRole('link', { name: 'Paul Payer' }).click();
    await page.getByLabel(/^Email/).fill(attacker);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('User Saved', { exact: true }).waitFor();

    // Pending: the form keeps the old address and says which one waits.
    const pending = page.getByText(`${attacker} waits for confirmation`, { exact: false });
    await pending.waitFor();
    await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe(customer);
    await expectNoSeriousAxeViolations(page);

    const notice = await waitForMail(sandboxUrl, customer, /sign-in details of your account changed/);
    expect(notice.text).toContain(`from ${customer} to ${attacker}`);
    expect(notice.text).toContain('contact your administrator');

    // The reset link mailed to the old address before the change is dead.
    const visitor = await phonePage(suite.browser);
    try {
      await visitor.goto(resetLink);
      await visitor.getByText('Invalid reset url.').waitFor();

      // The new address confirms, on a phone, by pressing the button the mailed link shows.
      const confirmation = await waitForMail(sandboxUrl, attacker, /Confirm your new email address/);
      await visitor.goto(linkIn(confirmation, `${url}/confirm-email/`));
      await visitor.getByText(`Confirm ${attacker} as the new email address of your account.`).waitFor();
      await checkPage(visitor);
      await visitor.getByRole('button', { name: 'Confirm Email Address' }).click();
      await visitor.getByText('Your new email address is confirmed.', { exact: false }).waitFor();
      await checkPage(visitor);
      await visitor.getByRole('link', { name: 'Continue to Login' }).click();
      await visitor.waitForURL(`${url}/login`);
    } finally {
      await visitor.context().close();
    }

    // A second notice follows the confirmation.
    const changed = await mailWhere(sandboxUrl, customer, (text) => text.includes(`The email address of your account is now ${attacker}`));
    expect(changed.subject).toBe('The sign-in details of your account changed');

    await page.reload();
    await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe(attacker);
    await expect(pending.count()).resolves.toBe(0);
  });
});

/** Waits until a mail to `to` whose text passes `test` arrives. */
async function mailWhere(sandboxUrl: string, to: string, test: (text: string) => boolean, timeoutMs = 30_000): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = (await caughtMails(sandboxUrl, to)).find((mail) => test(mail.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no such mail to ${to} within ${timeoutMs} ms`);
}
