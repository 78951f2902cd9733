import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { logIn } from '../src/browser';
import { checkout, pay, payWith, tickOpenInvoices } from '../src/checkout';
import { usePortalAndPage } from '../src/harness';
import { caughtMails, waitForMail } from '../src/mail';
import type { RunningPortal } from '../src/portal';

/**
 * docs/product/payment-history.md: a payment made at checkout shows in /payments, opens its
 * receipt, which prints, downloads as a PDF and is mailed again.
 */
describe('payment history', () => {
  // Paying changes the ERP's documents, so this suite has a portal of its own.
  const suite = usePortalAndPage();
  let portal: RunningPortal;
  let page: Page;
  beforeEach(() => {
    ({ portal, page } = suite);
  });

  it('lists a payment just made and opens its receipt: printed, as a PDF and mailed again', async () => {
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    const [invoice] = await tickOpenInvoices(page, 1);
    await checkout(page);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await page.getByTestId('status-line').first().waitFor();
    const paid = (await page.getByTestId('amount-paid').textContent())!;
    expect(paid).toMatch(/^\$[\d,]+\.\d\d$/);

    // From the top bar's navigation.
    await page.getByRole('link', { name: 'Payments', exact: true }).first().click();
    await page.waitForURL(`${portal.url}/payments`);
    const line = page.getByTestId('history-line').first();
    await line.waitFor();
    const cells = await line.getByRole('cell').allTextContents();
    expect(cells[1]).toBe('100100');
    expect(cells[2]).toBe(paid);
    expect(cells[3]).toBe('Visa ending with *1111');
    expect(cells[4]).toContain(invoice!.number);
    expect(cells[5]).toBe('Charged');
    await expectNoSeriousAxeViolations(page, '/payments with a payment');

    await line.getByRole('link', { name: /^Receipt of / }).click();
    await page.waitForURL(new RegExp(`${portal.url}/payments/\\d+$`));
    await page.getByRole('heading', { name: 'Payment Receipt' }).waitFor();
    expect(await page.getByTestId('receipt-amount-paid').textContent()).toBe(paid);
    expect(await page.getByTestId('receipt-method').textContent()).toBe('Visa ending with *1111');
    expect((await page.getByTestId('receipt-line').first().getByRole('cell').allTextContents())[0]).toBe(invoice!.number);
    await expectNoSeriousAxeViolations(page, 'a payment receipt');

    // The printout: the receipt only.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.locator('header').first().isVisible()).resolves.toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    await waitForMail(portal.sandboxUrl, 'soldto@portal.test', /payment receipt/);
    const before = (await caughtMails(portal.sandboxUrl, 'soldto@portal.test')).filter((m) => /payment receipt/.test(m.subject)).length;
    await page.getByRole('button', { name: 'Send the receipt again' }).click();
    await page.getByText('The receipt is on its way to soldto@portal.test.').waitFor();
    for (let i = 0; i < 60; i += 1) {
      const receipts = (await caughtMails(portal.sandboxUrl, 'soldto@portal.test')).filter((m) => /payment receipt/.test(m.subject));
      if (receipts.length > before) {
        expect(receipts.at(-1)!.text).toContain(invoice!.number);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the receipt was not mailed again');
  });
});
