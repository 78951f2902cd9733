import type { Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { checkout, pay, payWith, tickOpenInvoices } from '../src/checkout';
import { useBrowser, usePortal } from '../src/harness';
import { impersonate } from '../src/impersonation';
import { columnValues, money } from '../src/invoice-table';

const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const cents = (text: string) => Math.round(money(text) * 100);
/** MM/DD/YYYY as YYYYMMDD. */
const dateKey = (shown: string) => `${shown.slice(6, 10)}${shown.slice(0, 2)}${shown.slice(3, 5)}`;
const keyOf = (d: Date) => `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

async function overview(page: Page) {
  const region = page.getByRole('region', { name: 'Overview' });
  await region.waitFor();
  const figure = async (key: string) => {
    const text = (await region.getByTestId(`overview-${key}`).locator('dd').textContent()) ?? '';
    const [, amount = '', count = '0'] = /^(\S+) \((\d+) invoices?\)$/.exec(text) ?? [];
    return { cents: cents(amount), count: Number(count) };
  };
  return { open: await figure('open'), overdue: await figure('overdue'), dueSoon: await figure('due-soon') };
}

/**
 * The customer pages of issue 21 in Chromium, on a laptop and on a phone: staff paying for a
 * customer (docs/product/checkout-and-payments.md#who-may-pay), the list's overview
 * (docs/product/invoices.md#overview) and the phone's cards, sort, sticky Pay bar and detail items.
 */
describe('customer pages', () => {
  // Payments change the ERP's data: a portal of its own.
  const running = usePortal();
  const suite = useBrowser({ page: false });
  let page: Page;
  afterEach(async () => {
    await page?.context().close();
  });

  it('laptop: staff impersonating soldto get the Pay boxes and Continue, pay, and the status page says who paid', async () => {
    page = await newPage(suite.browser, { viewport: LAPTOP });
    const { url } = running.portal;
    await impersonate(page, url, 'staff@portal.test', 'soldto@portal.test');
    await page.locator('table tbody tr').first().waitFor();

    // Checkout's Payment heading stays below the sticky top bar however far the list scrolls.
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await checkout(page);
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(300);
    const header = (await page.locator('header').first().boundingBox())!;
    const heading = (await page.getByRole('heading', { name: 'Payment', exact: true }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole('link', { name: 'Back To List' }).click();
    await page.getByRole('button', { name: 'Deselect All' }).click();

    const [picked] = await tickOpenInvoices(page, 1);
    await checkout(page);
    await expect(page.getByRole('button', { name: 'Pay', exact: true }).isEnabled()).resolves.toBe(true);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${url}/invoices/payment-status`);
    const headline = await page.getByTestId('payment-outcome').textContent();
    expect(headline).toBe(`Paid ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(picked!.open)} for 1 invoice`);
    await expect(page.getByTestId('paid-by').textContent()).resolves.toBe('Paid by Sam Staff on your behalf.');
    await expectNoSeriousAxeViolations(page, 'payment status paid by staff at 1280 px');

    // The detail's Pay This Invoice is there for staff too.
    await page.goto(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
    const [next] = await tickOpenInvoices(page, 1);
    await page.getByRole('link', { name: next!.number, exact: true }).first().click();
    await page.getByRole('button', { name: 'Pay This Invoice' }).waitFor();
  });

  it('phone: staff tick a card, the sticky bar shows the Pay total and Continue, and they pay', async () => {
    page = await newPage(suite.browser, { viewport: PHONE, hasTouch: true });
    const { url } = running.portal;
    await impersonate(page, url, 'staff@portal.test', 'soldto@portal.test');
    const cards = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByTestId('list-pay-bar').count()).toBe(0);
    const box = page.getByRole('checkbox', { name: /^Pay invoice \d+$/ }).first();
    await box.check();
    const bar = page.getByTestId('list-pay-bar');
    await bar.waitFor();
    // Stuck to the bottom of the screen while the list is long.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height + 1);
    await expect(bar.getByTestId('pay-total').textContent()).resolves.toMatch(/^\$[\d,]+\.\d\d$/);
    await bar.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/invoices\/pay$/);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${url}/invoices/payment-status`);
    await expect(page.getByTestId('payment-outcome').textContent()).resolves.toMatch(/^Paid \$[\d,]+\.\d\d for 1 invoice$/);
    await expect(page.getByTestId('paid-by').textContent()).resolves.toBe('Paid by Sam Staff on your behalf.');
  });

  it("laptop: the overview's figures are the sums of the list's documents", async () => {
    page = await newPage(suite.browser, { viewport: LAPTOP });
    const { url } = running.portal;
    await logIn(page, url, 'payer@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
    const figures = await overview(page);
    const open = await columnValues(page, 'Open');
    const due = await columnValues(page, 'Due');
    const today = keyOf(new Date());
    const in30 = keyOf(new Date(Date.now() + 30 * 86_400_000));
    const expected = { open: { cents: 0, count: 0 }, overdue: { cents: 0, count: 0 }, dueSoon: { cents: 0, count: 0 } };
    open.forEach((text, i) => {
      const c = cents(text);
      if (c <= 0) return;
      expected.open.cents += c;
      expected.open.count += 1;
      const key = due[i] ? dateKey(due[i]!) : '';
      if (key && key < today) {
        expected.overdue.cents += c;
        expected.overdue.count += 1;
      } else if (key && key <= in30) {
        expected.dueSoon.cents += c;
        expected.dueSoon.count += 1;
      }
    });
    expect(figures).toEqual(expected);
    expect(expected.overdue.count).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, '/invoices with the overview at 1280 px');
  });

  it('phone: the overview, "N days overdue" cards, the sort control, 44 px links and the detail without a sideways scroll', async () => {
    page = await newPage(suite.browser, { viewport: PHONE, hasTouch: true });
    const { url } = running.portal;
    await logIn(page, url, 'payer@portal.test');
    await page.waitForURL(`${url}/invoices`);
    const cards = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
    await cards.first().waitFor();
    const figures = await overview(page);
    // Every overdue card says so in words (the list is short enough to render every card).
    const overdue = page.getByTestId('days-overdue');
    expect(await overdue.count()).toBe(figures.overdue.count);
    await expect(overdue.first().textContent()).resolves.toMatch(/^\d+ days? overdue$/);

    // The number links are tap targets of 44 px at least.
    const link = cards.first().getByRole('link');
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.height).toBeGreaterThanOrEqual(44);
    expect(linkBox.width).toBeGreaterThanOrEqual(44);

    // Sort by open amount, largest first.
    const sort = page.getByLabel('Sort by');
    await expect(sort.inputValue()).resolves.toBe('due_date:desc');
    await sort.selectOption({ label: 'Open amount, largest first' });
    await page.waitForTimeout(200);
    const amounts = await cards.evaluateAll((items) => items.slice(0, 10).map((i) => i.textContent ?? ''));
    const opens = amounts.map((t) => cents(/Open(-?\$[\d,]+\.\d\d)$/.exec(t)?.[1] ?? '0'));
    expect(opens).toEqual([...opens].sort((a, b) => b - a));
    await expectNoSeriousAxeViolations(page, '/invoices cards with the overview at 390 px');

    // The detail's items as cards: nothing scrolls sideways.
    await link.click();
    await page.getByTestId('item-cards').waitFor();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoSeriousAxeViolations(page, 'invoice detail at 390 px');
  });
});
