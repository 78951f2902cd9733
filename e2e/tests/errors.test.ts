import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { useBrowser } from '../src/harness';
import { sharedPortal } from '../src/shared-portal';

/** Errors that help (docs/product/messages.md): the list's own message with a Retry, the generic toasts, Download on an empty list. */
describe('errors that help', () => {
  const { url } = sharedPortal();
  const suite = useBrowser();
  let page: Page;

  beforeEach(async () => {
    ({ page } = suite);
  });

  const failWith = (path: string, status: number, body: object) =>
    page.route(`**/api/${path}`, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));

  it("shows the list's message with a Retry when the invoices cannot be loaded, and Retry loads them", async () => {
    await failWith('Invoice', 500, { statusCode: 500, error: 'Internal Server Error', message: 'System Error', uniqueId: 'u-500' });
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    const alert = page.getByRole('alert').filter({ hasText: 'Error getting invoices from API.' });
    await alert.waitFor();
    await page.unroute('**/api/Invoice');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('table tbody tr').first().waitFor();
    await alert.waitFor({ state: 'detached' });
  });

  it("raises 'Error: {error}' and 'Unique Id: {uniqueId}' for a refusal with a body, beside the list's message", async () => {
    await failWith('Invoice', 403, { statusCode: 403, error: 'Forbidden', message: 'You may not see this account.', uniqueId: 'u-403' });
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.getByText('Error getting invoices from API.').waitFor();
    await page.getByText('Error: You may not see this account.').waitFor();
    await page.getByText('Unique Id: u-403').waitFor();
  });

  it("raises 'System Error' when the detail cannot be loaded, beside the page's message and its Retry", async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    const link = page.locator('table tbody tr').first().getByRole('link').last();
    const number = (await link.textContent())!.trim();
    await failWith('invoice/detail', 503, { statusCode: 503, error: 'Service Unavailable', message: 'System Error', uniqueId: 'u-503' });
    await link.click();
    await page.waitForURL(`${url}/invoices/detail/${number}`);
    await page.getByText('System Error', { exact: true }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Error getting invoice detail from API.' });
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it("offers Download > 'All PDFs' when the search finds nothing", async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.getByRole('link', { name: 'Statement' }).first().click();
    await page.waitForURL(`${url}/invoices/invoicesearch`);
    await page.getByLabel('Search Options', { exact: true }).click();
    await page.getByRole('option', { name: 'Invoice Number' }).click();
    await page.getByRole('textbox', { name: 'Value' }).fill('99999999');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(/^0 Invoices found!$|No invoices found/).first().waitFor();
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'All PDFs' }).waitFor();
  });
});
