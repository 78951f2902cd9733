import type { Locator, Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { useBrowser } from '../src/harness';
import { sharedPortal } from '../src/shared-portal';

const PHONE = { width: 390, height: 844 };

/** No page is wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // Named by the page, so a failure says which page is too wide.
  expect({ where, scrollWidth }).toEqual({ where, scrollWidth: Math.min(scrollWidth, innerWidth, PHONE.width) });
}

/** Every button of a dialog lies wholly on the screen, and its fields are not cut off at the sides. */
async function expectDialogFits(dialog: Locator, where: string) {
  const buttons = dialog.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const name = (await button.textContent()) ?? '';
    if (box.x < 0 || box.y < 0 || box.x + box.width > PHONE.width || box.y + box.height > PHONE.height) {
      throw new Error(`${where}: button '${name}' is off the screen (${JSON.stringify(box)})`);
    }
    // Nothing lies over it: a tap at its middle reaches it. A disabled button takes no tap (MUI gives
    // it pointer-events: none, so the point finds what is under it): it only has to be on the screen.
    if (await button.isDisabled()) continue;
    const reached = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && el.contains(top);
    });
    if (!reached) throw new Error(`${where}: button '${name}' is covered`);
  }
  for (const field of await dialog.locator('input:not([type=checkbox]):not([aria-hidden=true]), select').all()) {
    const box = await field.boundingBox();
    if (box && (box.x < 0 || box.x + box.width > PHONE.width)) throw new Error(`${where}: a field is cut off (${JSON.stringify(box)})`);
  }
}

/** axe, once every transition has ended (a dialog fading in has no final colours yet). */
async function expectAccessible(page: Page, where: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousAxeViolations(page, `${where} at 390 px`);
}

/** A customer on a 390 × 844 phone (docs/product/navigation-and-layout.md). */
describe('on a phone', () => {
  const suite = useBrowser({ page: false });
  let page: Page;
  const { url } = sharedPortal();

  beforeEach(async () => {
    // Not isMobile: a phone's browser would zoom out a page that is too wide, and hide the fault.
    page = await newPage(suite.browser, { viewport: PHONE, hasTouch: true });
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('shows invoices as cards, and no page of the customer scrolls sideways', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    const card = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').first();
    await card.waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await expect(card.textContent()).resolves.toMatch(/^\d+(Open|Credit|Cleared).*Open-?\$[\d,]+\.\d\d$/);
    await expectNoSidewaysScroll(page, '/invoices');
    await expectAccessible(page, '/invoices as cards');

    // Statement is in the drawer.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'Statement' }).click();
    await page.waitForURL(`${url}/invoices/invoicesearch`);
    await page.getByRole('button', { name: 'Find' }).waitFor();
    await expectNoSidewaysScroll(page, '/invoices/invoicesearch');

    for (const path of ['/settings/payment-methods', '/settings/autopay', '/settings/profile', '/invoices/payment-status']) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, path);
    }
  });

  it('checkout: the Pay total and the way to Pay stay on screen, and the review fits', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    const boxes = page.getByRole('checkbox', { name: /^Pay invoice/ });
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${url}/invoices/pay`);
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, '/invoices/pay');

    const bar = page.getByTestId('phone-pay-bar');
    await expect(bar.textContent()).resolves.toMatch(/Pay total: \$[\d,]+\.\d\d/);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height + 1);
    await bar.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review your payment' });
    await review.waitFor();
    await expectDialogFits(review, 'review');
    await expectAccessible(page, 'the review');
    await review.getByRole('button', { name: 'Cancel' }).click();

    // The card and eCheck forms and the delete prompt: every field and button on the screen.
    await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
    for (const add of ['Add Card', 'Add eCheck']) {
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name on', { exact: false }).first().waitFor();
      await expectDialogFits(dialog, add);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await expectDialogFits(page.getByRole('dialog'), 'delete prompt');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expectNoSidewaysScroll(page, '/invoices/pay with the methods open');
  });

  it('deposits and the payment methods page fit, and so do their dialogs', async () => {
    await logIn(page, url, 'payer@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.goto(`${url}/deposits`);
    await page.getByRole('heading', { name: 'New Deposit' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, '/deposits');

    await page.goto(`${url}/settings/payment-methods`);
    await page.getByRole('button', { name: 'Add Card' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card Number').waitFor();
    await expectDialogFits(dialog, 'Add Card on /settings/payment-methods');
    await expectAccessible(page, 'Add Card');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectNoSidewaysScroll(page, '/settings/payment-methods');
  });
});
