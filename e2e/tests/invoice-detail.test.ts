import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { useBrowser } from '../src/harness';
import { cellText, money } from '../src/invoice-table';
import { sharedPortal } from '../src/shared-portal';

/** docs/product/invoices.md#invoice-detail, and amounts in each document's own currency. */
describe('invoice detail and currencies', () => {
  const { url } = sharedPortal();
  const suite = useBrowser();
  let page: Page;

  beforeEach(async () => {
    ({ page } = suite);
  });

  const openList = async (login: string) => {
    await logIn(page, url, login);
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
  };

  it('shows the status, due date, open amount and PDF of an invoice first, and heads a credit as a credit', async () => {
    await openList('soldto@portal.test');
    const rows = page.locator('table tbody tr');
    const count = await rows.count();
    let invoiceRow = -1;
    let creditRow = -1;
    for (let i = 0; i < count && (invoiceRow < 0 || creditRow < 0); i += 1) {
      const open = money(await cellText(page, rows.nth(i), 'Open'));
      if (open > 0 && invoiceRow < 0 && (await rows.nth(i).getByRole('button', { name: /^PDF of invoice / }).count()) > 0) invoiceRow = i;
      if (open < 0 && creditRow < 0) creditRow = i;
    }
    expect(invoiceRow).toBeGreaterThanOrEqual(0);
    const row = rows.nth(invoiceRow);
    const number = await cellText(page, row, 'Doc #');
    const [open, due, status] = [await cellText(page, row, 'Open'), await cellText(page, row, 'Due'), await cellText(page, row, 'Status')];
    await row.getByRole('link', { name: number }).click();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.waitFor();
    await expect(summary.getByTestId('status').textContent()).resolves.toBe(status);
    await expect(summary.getByTestId('due-date').textContent()).resolves.toBe(due);
    await expect(summary.getByTestId('open-amount').textContent()).resolves.toBe(open);
    await summary.getByRole('button', { name: `PDF of invoice ${number}` }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Invoice ${number}`);

    // soldto@portal.test has credits, listed last.
    expect(creditRow).toBeGreaterThanOrEqual(0);
    await page.goto(`${url}/invoices`);
    await rows.first().waitFor();
    const credit = await cellText(page, rows.nth(creditRow), 'Doc #');
    await page.goto(`${url}/invoices/detail/${credit}`);
    await page.getByRole('heading', { level: 1, name: `Credit ${credit}` }).waitFor();
  });

  it('shows yen with ¥ and no decimals', async () => {
    await openList('jp@portal.test');
    const open = await cellText(page, page.locator('table tbody tr').first(), 'Open');
    expect(open).toMatch(/^-?¥[\d,]+$/);
  });
});
