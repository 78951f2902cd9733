import type { Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { checkout, pay, payWith } from '../src/checkout';
import { useBrowser, usePortal } from '../src/harness';
import type { RunningPortal } from '../src/portal';

/**
 * axe on every page of the customer's side, at a laptop's and a phone's width, with the portal's
 * Content-Security-Policy as served (docs/architecture/testing.md#accessibility).
 */
const SIZES = [
  { name: 'laptop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

describe.each(SIZES)('axe at $name size', ({ viewport, isMobile }) => {
  // One payment is made for the status page, so this suite has a portal of its own.
  const own = usePortal();
  const suite = useBrowser({ page: false });
  let portal: RunningPortal;
  let page: Page;

  beforeAll(() => {
    ({ portal } = own);
  });
  beforeEach(async () => {
    page = await newPage(suite.browser, { viewport, isMobile, hasTouch: isMobile });
  });
  afterEach(async () => {
    await page?.context().close();
  });

  /** A page is ready when its heading shows and nothing is loading any more. */
  const ready = async (heading: string | RegExp) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('progressbar').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  };
  const check = async (path: string, heading: string | RegExp) => {
    await page.goto(`${portal.url}${path}`);
    await ready(heading);
    await expectNoSeriousAxeViolations(page, `${path} at ${viewport.width} px`);
  };

  it('the pages before login', async () => {
    await page.goto(`${portal.url}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await expectNoSeriousAxeViolations(page, `/login at ${viewport.width} px`);
    await page.goto(`${portal.url}/system-error`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousAxeViolations(page, `/system-error at ${viewport.width} px`);
  });

  it('every page of a customer, and the phone menu', async () => {
    await logIn(page, portal.url, 'payer@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await ready('Invoices');
    // A table on a laptop, a list of cards on a phone (docs/product/invoices.md#on-a-phone).
    await page.locator('table tbody tr').or(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')).first().waitFor();
    await expectNoSeriousAxeViolations(page, `/invoices at ${viewport.width} px`);

    const detailLink = page.getByRole('link', { name: /^\d+$/ }).first();
    const number = (await detailLink.textContent())!.trim();
    await check(`/invoices/detail/${number}`, new RegExp(number));
    await check('/invoices/invoicesearch', 'Statement');
    await check('/statements', /Statement/);
    await check('/deposits', 'Deposits');
    await check('/settings/payment-methods', /Payment Methods/);
    await check('/settings/profile', /Account|Profile/);
    await check('/help', /Help/);

    if (isMobile) {
      await page.getByRole('button', { name: /menu/i }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await expectNoSeriousAxeViolations(page, `the phone menu at ${viewport.width} px`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }
  });

  it('checkout and the payment status', async () => {
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    // The two first invoices, by their Pay boxes: the same in the table and in the phone's cards.
    const boxes = page.getByRole('checkbox', { name: /^Pay invoice/ });
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await checkout(page);
    await page.getByLabel('Pay With').waitFor();
    await expectNoSeriousAxeViolations(page, `/invoices/pay at ${viewport.width} px`);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await page.getByTestId('status-line').first().waitFor();
    await expectNoSeriousAxeViolations(page, `/invoices/payment-status at ${viewport.width} px`);
  });
});
