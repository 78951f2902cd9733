import type { Locator, Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { useBrowser } from '../src/harness';
import { sharedPortal } from '../src/shared-portal';

/** Keyboard use (docs/product/navigation-and-layout.md#accessibility): skip link, focus after navigation, focus ring, row tab stops. */
describe('keyboard', () => {
  const { url } = sharedPortal();
  const suite = useBrowser();
  let page: Page;

  beforeEach(async () => {
    ({ page } = suite);
  });

  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { tag: el?.tagName ?? '', text: el?.textContent?.trim() ?? '', id: el?.id ?? '' };
    });
  const ring = (locator: Locator) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });

  it('offers a skip link first, and moves focus to the heading of every new page', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
    await page.reload();
    await page.locator('table tbody tr').first().waitFor();

    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'A', text: 'Skip to main content' });
    await expect(page.getByRole('link', { name: 'Skip to main content' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused()).toMatchObject({ id: 'main-content' });

    await page.getByRole('link', { name: 'Statement' }).first().click();
    await page.waitForURL(`${url}/invoices/invoicesearch`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused()).toMatchObject({ tag: 'H1', text: 'Statement' });

    await page.getByRole('link', { name: 'Invoices' }).first().click();
    await page.waitForURL(`${url}/invoices`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused()).toMatchObject({ tag: 'H1', text: 'Invoices' });

    const detail = page.locator('table tbody tr').first().getByRole('link').last();
    const number = (await detail.textContent())!.trim();
    await detail.click();
    await page.waitForURL(new RegExp(`/invoices/detail/${number}$`));
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect((await focused()).text).toContain(number);
  });

  it('shows a focus ring on sort headers, buttons and links', async () => {
    await logIn(page, url, 'soldto@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
    // Focus shows after keyboard use: a key first, then each control is focused.
    await page.keyboard.press('Tab');
    for (const control of [
      page.getByRole('columnheader').getByRole('button').first(),
      page.getByRole('button', { name: 'Continue' }),
      page.locator('table tbody tr').first().getByRole('link').first(),
      page.getByRole('button', { name: 'Logout' }),
    ]) {
      await control.focus();
      const shown = await ring(control);
      expect(shown.style).not.toBe('none');
      expect(shown.width).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps at most one tab stop per invoice row besides its checkbox and links', async () => {
    await logIn(page, url, 'payer@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
    const stops = await page.evaluate(() =>
      Array.from(document.querySelectorAll('table tbody tr')).map(
        (row) =>
          Array.from(row.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
            (el) =>
              !(el as HTMLButtonElement).disabled &&
              el.tabIndex >= 0 &&
              !(el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'checkbox') &&
              el.tagName !== 'A',
          ).length,
      ),
    );
    expect(stops.length).toBeGreaterThan(0);
    expect(Math.max(...stops)).toBeLessThanOrEqual(1);
  });
});
