import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { useBrowser, usePortal } from '../src/harness';
import { waitForMail } from '../src/mail';

/**
 * The settings pages of the admin remote this suite covers: the configuration (validation, save,
 * the SMTP test reaching the sandbox's catcher), the registration requests list, and a customer
 * linking an account on the profile with and without proof. Saving the configuration and linking
 * accounts change data, so the suite has a portal of its own.
 */
describe('admin settings', () => {
  const own = usePortal();
  const suite = useBrowser();
  let page: Page;
  beforeEach(() => {
    page = suite.page;
  });

  async function openSettings(login: string, path: string, heading: string) {
    await logIn(page, own.portal.url, login);
    await page.waitForURL(/\/(invoices|settings)/);
    await page.goto(`${own.portal.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  it('configuration: each validation message, a save, and an SMTP test that reaches the catcher', async () => {
    await openSettings('admin@portal.test', '/settings/configuration', 'Configuration');
    await page.getByLabel('Welcome (new user)').waitFor();
    await expectNoSeriousAxeViolations(page);

    // Every required field emptied, a bad port and bad addresses, and a login without a user.
    for (const label of ['Company Name', 'Application URL', 'SMTP Address', 'Credit card video URL', 'Credit card PDF URL', 'eCheck video URL', 'eCheck PDF URL']) {
      await page.getByLabel(label, { exact: false }).first().fill('');
    }
    await page.getByLabel('SMTP Port').fill('not a port');
    await page.getByLabel('Registration Request Email').fill('registrations');
    await page.getByLabel('From Address').fill('');
    await page.getByLabel('Receipt Bcc').fill('audit@');
    await page.getByRole('checkbox', { name: 'The mail server needs a login' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const message of [
      'Company Name is required.',
      'Application URL is required.',
      'SMTP Address is required.',
      'SMTP Port must be a number from 1 to 65535.',
      'SMTP User is required.',
      'SMTP Password is required.',
      'Registration Request Email must be a valid e-mail address.',
      'From Address must be a valid e-mail address.',
      'Receipt Bcc must be a valid e-mail address.',
      'Credit card video URL is required.',
      'Credit card PDF URL is required.',
      'eCheck video URL is required.',
      'eCheck PDF URL is required.',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expectNoSeriousAxeViolations(page, 'the configuration form with its messages');

    // Nothing was saved: a reload shows the stored values; a change is then saved.
    await page.reload();
    await page.getByLabel('Company Name').fill('Summit Customer Portal');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Configuration Saved').waitFor();
    await page.reload();
    await expect(page.getByLabel('Company Name').inputValue()).resolves.toBe('Summit Customer Portal');

    // The SMTP test, by keyboard: the button, the address, Enter.
    await page.getByRole('button', { name: 'SMTP Test' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'SMTP Test' }).waitFor();
    await page.keyboard.type('smtp-test@portal.test');
    await page.keyboard.press('Enter');
    // One of the fixed answers (docs/security/outbound-connections.md), never the server's own words.
    await page.getByRole('alert').filter({ hasText: 'The test e-mail was sent.' }).waitFor();
    const mail = await waitForMail(own.portal.sandboxUrl, 'smtp-test@portal.test', /SMTP test/);
    expect(mail.subject).toBe('Summit Customer Portal: SMTP test');
    await expectNoSeriousAxeViolations(page, 'the SMTP test dialog');

    // A mail server that refuses: the form's unsaved port, a fixed answer.
    await page.keyboard.press('Escape');
    const storedPort = await page.getByLabel('SMTP Port').inputValue();
    await page.getByLabel('SMTP Port').fill('1');
    await page.getByRole('button', { name: 'SMTP Test' }).click();
    await page.getByLabel('Test address').fill('smtp-test@portal.test');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not connect to the mail server' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'SMTP Test' }).waitFor({ state: 'hidden' });
    // The test stored nothing (issue 21): no toast, and the stored port is still the one read.
    await expect(page.getByText('Configuration Saved').count()).resolves.toBe(0);
    await page.reload();
    await expect(page.getByLabel('SMTP Port').inputValue()).resolves.toBe(storedPort);

    // The ERP's configuration, read-only, opens and closes.
    await page.getByRole('button', { name: 'Show ERP Configuration' }).click();
    await page.getByText('Payment configuration', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the ERP configuration section');
    await page.getByRole('button', { name: 'Hide ERP Configuration' }).click();
  });

  it('registration requests: the seeded open requests, each with a Create User link', async () => {
    await openSettings('staff@portal.test', '/settings/registration-requests', 'Registration Requests');
    const table = page.getByRole('table', { name: 'Registration Requests' });
    await table.waitFor();
    await expect(table.getByRole('rowheader').allTextContents()).resolves.toEqual(['Dana Whitfield', 'Luis Ortega', 'Mei Tanaka']);
    const link = table.getByRole('row').filter({ hasText: 'Luis Ortega' }).getByRole('link', { name: /Create User/ });
    await expect(link.getAttribute('href')).resolves.toMatch(/^\/settings\/users\/add\/\d+$/);
    await expectNoSeriousAxeViolations(page);
  });

  it("a customer's account link is refused without proof and accepted with it", async () => {
    // An invoice of 100300 as the ERP has it: its number and its amount, spelled as the ERP sent it.
    const search = await fetch(`${own.portal.sandboxUrl}/erp/invoice/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        payer_data: { customer_number: '100300', company_code: '1000' },
        soldto_data: null,
        search_parameters: { document_type: '01', status: '03', date_from: '01-01-1900', date_to: '01-01-9999' },
      }),
    });
    const invoice = ((await search.json()) as { document_list: { billing_document_number: string; total_amount: number }[] }).document_list.find(
      (d) => d.total_amount > 0,
    )!;
    const number = invoice.billing_document_number.replace(/^0+/, '');

    await openSettings('soldto@portal.test', '/settings/profile', 'Account');
    const panel = page.getByRole('region', { name: 'Linked ERP Accounts' });
    await panel.getByText(/^100200 - /).waitFor();
    await expectNoSeriousAxeViolations(page);

    await panel.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account' });
    await dialog.getByLabel('Account Number').fill('100300');
    await dialog.getByLabel('Company Code').selectOption('1000');
    // Only the active entries: the retired company code 3000 is not offered.
    await expect(dialog.getByLabel('Company Code').locator('option').allTextContents()).resolves.not.toContain(expect.stringMatching(/^3000/));
    await dialog.getByLabel('Sales Organization').selectOption('1000');
    await dialog.getByLabel('Invoice Number').fill(number);
    // A cent is no invoice's total here (they are hundreds of dollars).
    await dialog.getByLabel('Invoice Amount').fill('0.01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('We could not find an account from the given details.').waitFor();
    await expectNoSeriousAxeViolations(page, 'the add-account dialog with its refusal');

    await dialog.getByLabel('Invoice Amount').fill(String(invoice.total_amount));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText(/^100300 - /).waitFor();
    // The account switcher offers it at once.
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: /^100300/ }).waitFor();
  });

  it('profile: the password change works by keyboard alone', async () => {
    await openSettings('jp@portal.test', '/settings/profile', 'Account');
    await page.getByLabel('Current Password').focus();
    await page.keyboard.type('Demo-pass-2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-pass-2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-pass-2026');
    await page.keyboard.press('Enter');
    // The same password again is refused, as a warning.
    await page.getByRole('alert').filter({ hasText: 'The new password must be different from the current password.' }).waitFor();
    // Password inputs have no role: their ids name them.
    await page.locator('#profile-NewPassword').fill('Changed-pass-2026');
    await page.locator('#profile-ConfirmNewPassword').fill('Changed-pass-2026');
    await page.locator('#profile-ConfirmNewPassword').press('Enter');
    await page.getByText('Password reset successfully.').waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('the profile without proof fields, then refused by the server: the API says why', async () => {
    // Without the invoice, the API refuses a customer's link outright (the page always asks for it).
    const login = await fetch(`${own.portal.url}/api/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'viewer@portal.test', password: 'Demo-pass-2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const me = (await (await fetch(`${own.portal.url}/api/token/getuseraccounts`, { method: 'POST', headers: auth, body: '{}' })).json()) as { UserId: number };
    const refused = await fetch(`${own.portal.url}/api/users/${me.UserId}/accounts`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ PrimaryAcct: '100300', CompanyCode: '1000', SalesOrganization: '1000' }),
    });
    expect(refused.status).toBe(403);
    await expect(refused.json()).resolves.toMatchObject({ message: 'Prove the account with the number and the exact amount of one of its invoices.' });
  });

  it('configuration stays reachable while the ERP is down', async () => {
    await own.portal.stopSandbox();
    await logIn(page, own.portal.url, 'admin@portal.test');
    // The shell sends an administrator to the configuration when the ERP connection is bad.
    await page.waitForURL(`${own.portal.url}/settings/configuration`);
    await expect(page.getByLabel('Company Name').inputValue()).resolves.toBe('Summit Customer Portal');
    await page.getByRole('button', { name: 'Show ERP Configuration' }).click();
    await page.getByText('The ERP could not be reached.').first().waitFor();
  });
});
