import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { checkout, pay, payWith, tickOpenInvoices } from '../src/checkout';
import { usePortalAndPage } from '../src/harness';
import { waitForMail } from '../src/mail';
import type { RunningPortal } from '../src/portal';

/**
 * docs/product/checkout-and-payments.md#receipts: the status page, its printout and the receipt
 * mail tell when, who for which account, with what, each document by the billing number the
 * customer knows, the amounts as money, the authorization and what stays open.
 */
describe('receipts', () => {
  // Paying changes the ERP's documents, so this suite has a portal of its own.
  const suite = usePortalAndPage();
  let portal: RunningPortal;
  let page: Page;
  beforeEach(() => {
    ({ portal, page } = suite);
  });

  const value = (testId: string) => page.getByTestId(testId).textContent();

  it('shows and mails a receipt a customer can file, in the brand of the host they used', async () => {
    // Brand 2's host: the same portal, another brand (THEME_HOSTS).
    const base = portal.url.replace('//localhost:', '//brand2.localhost:');
    await logIn(page, base, 'soldto@portal.test');
    await page.waitForURL(`${base}/invoices`);
    const [invoice] = await tickOpenInvoices(page, 1);
    await checkout(page);
    // Half of it, so something stays open.
    const half = Math.round(invoice!.open * 50) / 100;
    await page.getByLabel('Pay Amount').fill(half.toFixed(2));
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${base}/invoices/payment-status`);
    await page.getByTestId('status-line').first().waitFor();

    const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const paidCents = Math.round(half * 100);
    const leftCents = Math.round(invoice!.open * 100) - paidCents;
    expect(await value('paid-at')).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(await value('payer')).not.toBe('');
    expect(await value('account')).toBe('100100');
    expect(await value('method')).toBe('Visa ending with *1111');
    expect(await value('amount-paid')).toBe(money(paidCents));
    expect(await value('remaining-balance')).toBe(money(leftCents));
    const line = page.getByTestId('status-line').first();
    const cells = await line.getByRole('cell').allTextContents();
    // The billing number the customer picked in the list, not the finance number beside it.
    expect(cells[0]).toBe(invoice!.number);
    expect(cells[2]).toBe(money(paidCents));
    expect(cells[3]).toBe(money(leftCents));
    const authorization = cells[4]!;
    expect(authorization).toMatch(/\S/);

    // The printout: only the receipt, in black on white.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.locator('header').first().isVisible()).resolves.toBe(false);
    const colours = await page.evaluate(() => {
      const outcome = document.querySelector('[data-testid="payment-outcome"]')!;
      const message = document.querySelectorAll('[data-testid="status-line"] td')[1]!;
      return [getComputedStyle(outcome).color, getComputedStyle(outcome).backgroundColor, getComputedStyle(message).color];
    });
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgb(0, 0, 0)']);
    await page.emulateMedia({ media: 'screen' });

    const mail = await waitForMail(portal.sandboxUrl, 'soldto@portal.test', /payment receipt/);
    for (const text of [mail.text, mail.html ?? '']) {
      expect(text).toMatch(/Date: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC/);
      expect(text).toContain('Account: 100100');
      expect(text).toContain(`Payer: ${await value('payer')}`);
      expect(text).toContain('Method: Visa ending with *1111');
      expect(text).toContain(`${invoice!.number}: ${money(paidCents)} (authorization ${authorization})`);
      expect(text).toContain(`Remaining balance: ${money(leftCents)}`);
      expect(text).toContain('Elevator Services Customer Portal');
    }
    expect(mail.subject).toBe('Elevator Services Customer Portal: payment receipt');
    // Brand 2 (Vertex Lift & Escalator), the host the customer used; not brand 1.
    expect(mail.html).toContain('Vertex Lift &amp; Escalator');
    expect(mail.html).not.toContain('Summit Elevator');
  });

  it('lists the payment in the statement without a link to a detail page that would land on the list again', async () => {
    // Runs after the payment above: the ERP posted a payment document for it.
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await page.getByRole('link', { name: 'Statement' }).first().click();
    await page.waitForURL(`${portal.url}/invoices/invoicesearch`);
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(/^\d+ Invoices found!$/).waitFor();
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    const hrefs = await page.locator('table tbody tr a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/invoices\/detail\/\d+$/);
    // The payment's row is there, as plain text.
    const unlinked = await rows.evaluateAll((trs) => trs.filter((tr) => !tr.querySelector('a')).length);
    expect(unlinked).toBeGreaterThan(0);
  });
});
