import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { money } from '../src/invoice-table';
import { useBrowser } from '../src/harness';
import { sharedPortal } from '../src/shared-portal';

/**
 * bulk@portal.test (3,181 open documents) and bulk20k@portal.test (more than 5,000 selected) pay at scale
 * (docs/product/checkout-and-payments.md#checkout-page): the
 * list and checkout render a window of them, and every figure stays exact. How fast is measured by
 * `npm run bench` (e2e/bench/checkout.mjs), never here.
 */
describe('checkout at scale', () => {
  const suite = useBrowser();
  let page: Page;
  const { url } = sharedPortal();

  async function openList(login: string) {
    ({ page } = suite);
    await logIn(page, url, login);
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
  }

  describe('bulk@portal.test', () => {
    beforeEach(() => openList('bulk@portal.test'));

    it('lists thousands of documents, says how many, and reaches the last row at the very bottom', async () => {
      const count = Number((await page.getByTestId('row-count').textContent())!.replace(/\D/g, ''));
      expect(count).toBeGreaterThan(3000);
      await expect(page.getByTestId('row-count').textContent()).resolves.toBe(`${count.toLocaleString('en-US')} documents`);
      await expect(page.locator('table').getAttribute('aria-rowcount')).resolves.toBe(String(count + 1));
      expect(await page.locator('table tbody tr[aria-rowindex]').count()).toBeLessThan(100);
      const scroller = page.locator('.MuiTableContainer-root');
      await scroller.hover();
      // Wheel down as a person would, then to the very end.
      for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, 2000);
      await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      const last = page.locator(`table tbody tr[aria-rowindex="${count + 1}"]`);
      await last.waitFor();
      // No blank band under the last row: it ends where the scrolled box ends.
      const [row, box] = await Promise.all([last.boundingBox(), scroller.boundingBox()]);
      expect(Math.abs(row!.y + row!.height - (box!.y + box!.height))).toBeLessThan(2);
    });

    it('opens checkout with every invoice selected, a window of them rendered, and keeps the totals exact as amounts change', async () => {
      await page.getByRole('button', { name: 'Select All', exact: true }).click();
      const listTotal = money((await page.getByTestId('pay-total').textContent())!);
      expect(listTotal).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${url}/invoices/pay`);
      const heading = page.getByTestId('selected-count');
      await heading.waitFor();
      const count = Number((await heading.textContent())!.replace(/\D/g, ''));
      expect(count).toBeGreaterThan(3000);
      expect(await page.getByTestId('selected-invoice').count()).toBeLessThan(60);
      const payTotal = () => page.getByRole('region', { name: 'Payment' }).getByTestId('pay-total').textContent();
      await expect(payTotal().then((t) => money(t!))).resolves.toBe(listTotal);

      // Typing in an invoice's amount moves the total by exactly what changed.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(500);
      // Every invoice is reachable: at the bottom of the page is the last one.
      const indexes = await page.locator('[data-testid=checkout-list] > [data-index]').evaluateAll((all) => all.map((e) => Number(e.getAttribute('data-index'))));
      expect(Math.max(...indexes)).toBe(count - 1);
      // Halfway down, an invoice (a credit's amount is read-only), pinned by its field's id.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await page.waitForTimeout(500);
      const id = await page.locator('[data-testid=selected-invoice] input[id$="-amount"]:not([readonly])').last().getAttribute('id');
      const amount = page.locator(`[id="${id}"]`);
      const before = Number(await amount.inputValue());
      const lower = Math.max(0.01, Math.round((before - 1) * 100) / 100);
      await amount.fill(lower.toFixed(2));
      const expected = Math.round((listTotal - before + lower) * 100) / 100;
      for (let i = 0; i < 50 && money((await payTotal())!) !== expected; i += 1) await page.waitForTimeout(100);
      expect(money((await payTotal())!)).toBe(expected);
      expect(await page.getByTestId('selected-invoice').count()).toBeLessThan(60);
    });
  });

  it('takes more than 5,000 selected invoices into checkout (bulk20k@portal.test selects all), with the totals exact', async () => {
    await openList('bulk20k@portal.test');
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    const listTotal = money((await page.getByTestId('pay-total').textContent())!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${url}/invoices/pay`);
    const heading = page.getByTestId('selected-count');
    await heading.waitFor({ timeout: 60_000 });
    const count = Number((await heading.textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(5000);
    // A window of them is rendered, never all.
    expect(await page.getByTestId('selected-invoice').count()).toBeLessThan(60);
    const payTotal = page.getByRole('region', { name: 'Payment' }).getByTestId('pay-total');
    await expect(payTotal.textContent().then((t) => money(t!))).resolves.toBe(listTotal);
  });
});
