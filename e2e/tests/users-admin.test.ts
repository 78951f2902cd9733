import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { logIn } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { columnValues } from '../src/invoice-table';
import { linkIn, waitForMail } from '../src/mail';
import { apiToken, createUsers, openUsers, userNames, waitForCount } from '../src/users-admin';

/** docs/product/users-and-admin.md: the users list, the user form, exclusions and impersonation, in Chromium. */
describe('users administration', () => {
  // Users are created, changed and deleted: a portal of the suite's own.
  const own = usePortal();
  const suite = useBrowser();
  let page: Page;
  beforeEach(() => {
    ({ page } = suite);
  });

  it('searches, filters, pages and exports the users', async () => {
    const { url } = own.portal;
    const token = await apiToken(url, 'admin@portal.test');
    await createUsers(url, token, 'pager', 45);
    const total = Number((await fetch(`${url}/api/users`, { headers: { authorization: `Bearer ${token}` } })).headers.get('x-page-total-items'));
    expect(total).toBeGreaterThan(50);
    await openUsers(page, url, 'staff@portal.test');
    await expectNoSeriousAxeViolations(page);
    // Staff see the list and the Impersonate column, but neither Add User nor edit links.
    await expect(page.getByRole('link', { name: 'Add User' }).count()).resolves.toBe(0);
    await expect(page.locator('table tbody a').count()).resolves.toBe(0);

    // By keyboard: the search box is typed into, the filters are chosen with the arrow keys.
    await page.getByLabel('Search users').focus();
    await page.keyboard.type('meridian');
    await waitForCount(page, 2);
    expect(await userNames(page)).toEqual(['Paul Payer', 'Paula Payerall']);

    await page.getByLabel('Search users').fill('');
    await page.getByLabel('Status').selectOption('locked');
    await waitForCount(page, 1);
    expect(await userNames(page)).toEqual(['Lee Locked']);
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Profile').selectOption('internal');
    await waitForCount(page, 1);
    expect(await userNames(page)).toEqual(['Sam Staff']);
    await page.getByLabel('Profile').selectOption('');

    await page.getByLabel('Search users').fill('paging');
    await waitForCount(page, 45);
    await expect(page.locator('table tbody tr').count()).resolves.toBe(45);
    await page.getByLabel('Search users').fill('');
    await waitForCount(page, total);
    await expect(page.locator('table tbody tr').count()).resolves.toBe(50);
    const pager = page.getByRole('navigation', { name: 'Pages of users' });
    await pager.getByRole('button', { name: 'Page 2' }).focus();
    await page.keyboard.press('Enter');
    await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    await expect(page.locator('table tbody tr').count()).resolves.toBe(total - 50);

    await page.getByLabel('Search users').fill('meridian');
    await waitForCount(page, 2);
    await page.getByRole('button', { name: 'Export' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('users.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(['payer@portal.test', 'payerall@portal.test']);
  });

  it('adds a user, whose invite mail reaches the catcher, and edits and deletes one by keyboard', async () => {
    const { url, sandboxUrl } = own.portal;
    await openUsers(page, url, 'admin@portal.test');
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.waitForURL(`${url}/settings/users/add`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const message of ['User Id is Required', 'First Name Required', 'Last Name Required', 'Company Required', 'Email Required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expectNoSeriousAxeViolations(page);
    // Keyboard only: focus the first field, then type and Tab through the form.
    await page.getByLabel('User Id').focus();
    await page.keyboard.type('kim.keys@portal.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim.keys@portal.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard Elevators');
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('User Saved', { exact: true }).waitFor();
    await page.waitForURL(/\/settings\/users\/\d+$/);
    const mail = await waitForMail(sandboxUrl, 'kim.keys@portal.test', /your portal account/);
    expect(linkIn(mail, `${url}/register/`)).toMatch(/\/register\/[A-Za-z0-9_-]{43}$/);

    // Edit: the company changes and is saved.
    await page.getByLabel('Company').fill('Keyboard Lifts');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('User Saved', { exact: true }).last().waitFor();
    await page.reload();
    await expect(page.getByLabel('Company').inputValue()).resolves.toBe('Keyboard Lifts');

    // Delete: Cancel keeps the user, Ok removes them.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this use? This can not be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByLabel('Company').inputValue()).resolves.toBe('Keyboard Lifts');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(`${url}/settings/users`);
    await page.getByLabel('Search users').fill('kim');
    await page.getByText('No users match the search and filters.').waitFor();
  });

  it('impersonates soldto@portal.test from the list, shows its invoices, and stops', async () => {
    const { url } = own.portal;
    await openUsers(page, url, 'staff@portal.test');
    await page.getByLabel('Search users').fill('sophie');
    await waitForCount(page, 1);
    // Staff themself have no accounts: their tick is disabled.
    await page.getByLabel('Search users').fill('staff');
    await waitForCount(page, 1);
    await expect(page.getByRole('checkbox', { name: 'Impersonate Sam Staff' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Search users').fill('sophie');
    await waitForCount(page, 1);
    // The tick takes effect once the server has recorded the start: then the invoices load.
    await page.getByRole('checkbox', { name: 'Impersonate Sophie Soldto' }).click();
    await page.waitForURL(`${url}/invoices`);
    await page.getByTestId('viewing-as').filter({ hasText: 'Viewing as Sophie Soldto (soldto@portal.test)' }).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    await expect(page.getByLabel('Customer').inputValue()).resolves.toMatch(/^100100 - /);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL(`${url}/settings/users`);
    await expect(page.getByTestId('viewing-as').count()).resolves.toBe(0);
  });

  it("shows an exclusion change at once on payerall@portal.test's invoice list", async () => {
    const { url } = own.portal;
    const customer = await suite.browser.newContext();
    const customerPage = await customer.newPage();
    try {
      await logIn(customerPage, url, 'payerall@portal.test');
      await customerPage.waitForURL(`${url}/invoices`);
      await customerPage.locator('table tbody tr').first().waitFor();
      expect(new Set(await columnValues(customerPage, 'Location'))).toEqual(new Set(['100300', '100400']));

      await openUsers(page, url, 'admin@portal.test');
      await page.getByLabel('Search users').fill('payerall');
      await waitForCount(page, 1);
      await page.getByRole('link', { name: 'Paula Payerall' }).click();
      const exclusions = page.getByRole('region', { name: 'Exclusion List' });
      await exclusions.getByText('100500').waitFor();
      await expectNoSeriousAxeViolations(page);
      // A number that is not one of the payer's sold-tos is refused at the list; the page's one Save stores it.
      await exclusions.getByLabel('Account number').fill('999999');
      await exclusions.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await exclusions.getByRole('alert').getByText("999999 is not a sold-to of this user's payer accounts", { exact: false }).waitFor();
      await exclusions.getByRole('button', { name: 'Remove 999999' }).click();
      await exclusions.getByRole('button', { name: 'Remove 100500' }).click();
      await exclusions.getByLabel('Account number').fill('100400');
      await exclusions.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('User Saved', { exact: true }).waitFor();

      await customerPage.reload();
      await customerPage.locator('table tbody tr').first().waitFor();
      expect(new Set(await columnValues(customerPage, 'Location'))).toEqual(new Set(['100300', '100500']));
    } finally {
      await customer.close();
    }
  });
});
