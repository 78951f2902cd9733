import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { cellText, columnValues, money, payableRows } from '../src/invoice-table';
import { useBrowser } from '../src/harness';
import { sharedPortal } from '../src/shared-portal';

/** docs/product/invoices.md: the invoice list per account type, selection, detail, statement search and PDFs. */
describe('invoices', () => {
  const { url } = sharedPortal();
  const suite = useBrowser();
  let page: Page;
  beforeEach(() => {
    ({ page } = suite);
  });

  async function openList(login: string) {
    await logIn(page, url, login);
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
  }

  it('lists a sold-to customer its own open items, sorted by due date with credits last', async () => {
    await openList('soldto@portal.test');
    await expect(page.getByLabel('Customer').inputValue()).resolves.toMatch(/^100100 - /);
    const locations = await columnValues(page, 'Location');
    expect(new Set(locations)).toEqual(new Set(['100100']));
    const open = (await columnValues(page, 'Open')).map(money);
    const firstCredit = open.findIndex((v) => v < 0);
    expect(firstCredit).toBeGreaterThan(0);
    expect(open.slice(firstCredit).every((v) => v < 0)).toBe(true);
    // Read-only items cannot be ticked (the boxes come right after the rows: PayCheckbox).
    await page.getByRole('checkbox', { disabled: true }).first().waitFor();
  });

  it('lists a payer the items of its sold-tos', async () => {
    await openList('payer@portal.test');
    const locations = new Set(await columnValues(page, 'Location'));
    expect(locations).toEqual(new Set(['100300', '100400', '100500']));
  });

  it('keeps the excluded sold-to out of a PayerAll list', async () => {
    await openList('payerall@portal.test');
    const locations = new Set(await columnValues(page, 'Location'));
    expect(locations).toEqual(new Set(['100300', '100400']));
  });

  it('adds ticked invoices to the Pay total, and the selection survives a reload', async () => {
    await openList('soldto@portal.test');
    const rows = payableRows(page);
    const picked = [rows.nth(0), rows.nth(1)];
    let expected = 0;
    for (const row of picked) {
      expected += money(await cellText(page, row, 'Open'));
      await row.getByRole('checkbox').check();
    }
    const total = () => page.getByTestId('pay-total').textContent();
    await expect(total().then((t) => money(t ?? ''))).resolves.toBeCloseTo(expected, 2);
    await page.waitForTimeout(400);
    await page.reload();
    await page.locator('table tbody tr').first().waitFor();
    await expect(total().then((t) => money(t ?? ''))).resolves.toBeCloseTo(expected, 2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${url}/invoices/pay`);
  });

  it('hides the pay checkboxes from a user who may not pay', async () => {
    await openList('viewer@portal.test');
    // A box comes right after its row, where the row kept it a place (PayCheckbox): neither is here.
    await expect(page.getByTestId('box-place').count()).resolves.toBe(0);
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Select All' }).count()).resolves.toBe(0);
  });

  it('shows an invoice with its parties, items and total', async () => {
    await openList('soldto@portal.test');
    const row = payableRows(page).first();
    const number = await cellText(page, row, 'Doc #');
    await row.getByRole('link', { name: number }).click();
    await page.waitForURL(`${url}/invoices/detail/${number}`);
    await page.getByText('Invoice Total').first().waitFor();
    await page.getByText('Invoice Recipient').waitFor();
    await page.getByRole('button', { name: 'Pay This Invoice' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${url}/invoices`);
  });

  it('checks the statement search with each message of docs/product/invoices.md', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.getByRole('link', { name: 'Statement' }).click();
    await page.waitForURL(`${url}/invoices/invoicesearch`);
    const choose = async (label: string, option: string) => {
      await page.getByLabel(label, { exact: true }).click();
      await page.getByRole('option', { name: option }).click();
    };

    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(/^\d+ Invoices found!$/).waitFor();

    await choose('Period', 'Custom date range');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Document dates required.').first().waitFor();

    await choose('Status', 'Due');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Due dates required.').first().waitFor();

    await choose('Status', 'All');
    await choose('Period', 'Last 365 days');
    await choose('Search Options', 'Invoice Number');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Characteristics value required.').first().waitFor();
  });

  it('opens a real PDF of an invoice in a new tab', async () => {
    await openList('soldto@portal.test');
    const pdfButton = page.getByRole('button', { name: /^PDF of invoice / }).first();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), pdfButton.click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    const pdfUrl = tab.url();
    expect(pdfUrl).toMatch(/\/api\/pdf\//);
    // The tab's browser holds the session's PDF cookie; the same link fetched without it opens nothing.
    const response = await tab.context().request.get(pdfUrl);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(pdfUrl)).status).toBe(404);
  });
});
