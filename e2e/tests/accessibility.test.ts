import type { Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { invisibleRings, tabThroughRings } from '../src/focus-ring';
import { BRANDS } from '../../shared/src/domain/branding/brands';
import { checkout, pay, payWith } from '../src/checkout';
import { useBrowser, usePortal } from '../src/harness';
import type { RunningPortal } from '../src/portal';

/** The portal is served on localhost here: theme 1 (docs/product/navigation-and-layout.md#themes). */
const BRAND_TITLE = BRANDS[0]!.pageTitle;

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
  /**
   * Each page names itself in the tab: '{its heading} – {the theme's title}', or the name given
   * (docs/product/navigation-and-layout.md#page-titles). Every title seen is different.
   */
  const titles = new Map<string, string>();
  const expectOwnTitle = async (where: string, name?: string) => {
    const expected = name ?? (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
    const title = `${expected} – ${BRAND_TITLE}`;
    await page.waitForFunction((t) => document.title === t, title, { timeout: 5000 }).catch(() => undefined);
    expect({ where, title: await page.title() }).toEqual({ where, title });
    expect({ where, sameAs: titles.get(title) ?? null }).toEqual({ where, sameAs: null });
    titles.set(title, where);
  };
  const check = async (path: string, heading: string | RegExp) => {
    await page.goto(`${portal.url}${path}`);
    await ready(heading);
    await expectNoSeriousAxeViolations(page, `${path} at ${viewport.width} px`);
    await expectOwnTitle(path);
  };
  /** Keyboard focus shows a ring of 3:1 on every element it reaches (WCAG 2.2 2.4.7, 1.4.11). */
  const expectVisibleFocus = async (where: string, steps: number) => {
    const rings = await tabThroughRings(page, steps);
    expect(rings.length).toBeGreaterThan(0);
    expect({ where, invisible: invisibleRings(rings) }).toEqual({ where, invisible: [] });
  };

  it('the pages before login', async () => {
    titles.clear();
    await page.goto(`${portal.url}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await expectNoSeriousAxeViolations(page, `/login at ${viewport.width} px`);
    await expectOwnTitle('/login', 'Log In');
    // The login card: fields, button and links, the logo within the card (docs/product/navigation-and-layout.md#public-pages-on-a-phone).
    await expectVisibleFocus(`/login at ${viewport.width} px`, 6);
    const card = (await page.locator('main .MuiPaper-root').boundingBox())!;
    const logo = (await page.getByTestId('brand-logo').boundingBox())!;
    expect(logo.x).toBeGreaterThanOrEqual(card.x);
    expect(logo.x + logo.width).toBeLessThanOrEqual(card.x + card.width);
    // The way in for a newcomer (docs/product/registration.md#finding-the-way-in).
    await page.getByRole('link', { name: 'Request Access' }).click();
    await page.waitForURL(`${portal.url}/registration-request`);
    await ready('Request Access');
    await expectNoSeriousAxeViolations(page, `/registration-request at ${viewport.width} px`);
    await expectOwnTitle('/registration-request');
    await check('/auto-register/accounts', 'Register');
    await page.goto(`${portal.url}/system-error`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousAxeViolations(page, `/system-error at ${viewport.width} px`);
    await expectOwnTitle('/system-error');
  });

  it('every page of a customer, and the phone menu', async () => {
    titles.clear();
    await logIn(page, portal.url, 'payer@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await ready('Invoices');
    // A table on a laptop, a list of cards on a phone (docs/product/invoices.md#on-a-phone).
    await page.locator('table tbody tr').or(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')).first().waitFor();
    await expectNoSeriousAxeViolations(page, `/invoices at ${viewport.width} px`);
    await expectOwnTitle('/invoices');

    const detailLink = page.getByRole('link', { name: /^\d+$/ }).first();
    const number = (await detailLink.textContent())!.trim();
    await check(`/invoices/detail/${number}`, new RegExp(number));
    await check('/invoices/invoicesearch', 'Statement');
    await check('/statements', /Statement/);
    await check('/deposits', 'Deposits');
    await check('/payments', 'Payment History');
    await check('/settings/payment-methods', /Payment Methods/);
    await check('/settings/autopay', 'AutoPay');
    await check('/settings/profile', /Account|Profile/);
    await check('/help', /Help/);
    // A page the customer may not open says so (docs/product/navigation-and-layout.md#settings-tabs).
    await check('/settings/users', "You don't have access to this page");

    if (isMobile) {
      await page.getByRole('button', { name: /menu/i }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await expectNoSeriousAxeViolations(page, `the phone menu at ${viewport.width} px`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }
  });

  it('a focus ring of 3:1 on every element of the top bar, and the menu', async () => {
    // soldto has two accounts: the top bar shows the account switcher too.
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await ready('Invoices');
    await page.reload();
    await ready('Invoices');
    // From the page's start: the skip link, the logo, (on a laptop) the switcher, the links, Help, the profile, Logout.
    await expectVisibleFocus(`the top bar at ${viewport.width} px`, isMobile ? 3 : 9);
    if (isMobile) {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await expectVisibleFocus(`the phone menu at ${viewport.width} px`, 6);
    }
  });

  it('checkout and the payment status', async () => {
    titles.clear();
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    // The two first invoices, by their Pay boxes: the same in the table and in the phone's cards.
    const boxes = page.getByRole('checkbox', { name: /^Pay invoice/ });
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await checkout(page);
    // Once the saved methods are there: while they load the select is disabled, and WCAG asks no
    // contrast of an inactive control's label.
    await page.locator('#pay-with:not([disabled])').waitFor();
    await expectNoSeriousAxeViolations(page, `/invoices/pay at ${viewport.width} px`);
    await expectOwnTitle('/invoices/pay');
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await page.getByTestId('status-line').first().waitFor();
    await expectNoSeriousAxeViolations(page, `/invoices/payment-status at ${viewport.width} px`);
    await expectOwnTitle('/invoices/payment-status');
  });
});
