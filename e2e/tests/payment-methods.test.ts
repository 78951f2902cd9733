import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { checkout, payWith, switchAccount, tickOpenInvoices, pay, waitForPaid } from '../src/checkout';
import { addCard, recordPortalRequests } from '../src/payment-methods';
import { sandboxCharges, useBrowser, usePortal } from '../src/harness';
import type { RunningPortal } from '../src/portal';

const VISA = '4111111111111111';
const MASTER_CARD = '5555555555554444';
const DECLINED = '4000000000000002';
const ACCOUNT_NUMBER = '55501234';

/** docs/product/payment-methods.md: cards and eChecks, saved or for the session, tokenized without the portal seeing a number. */
describe('payment methods', () => {
  const own = usePortal();
  const suite = useBrowser();
  let portal: RunningPortal;
  let page: Page;
  let sent: string[];

  const charges = () => sandboxCharges(portal.sandboxUrl);
  const paid = async () => {
    await waitForPaid(page, portal.url);
  };

  beforeAll(() => {
    ({ portal } = own);
  });
  beforeEach(() => {
    ({ page } = suite);
    sent = recordPortalRequests(page, portal.url);
  });
  afterEach(async () => {
    // Whatever happened in the test, no card or account number reached the portal's origin.
    for (const body of sent) {
      expect(body).not.toContain(VISA);
      expect(body).not.toContain(MASTER_CARD);
      expect(body).not.toContain(DECLINED);
      expect(body).not.toContain(ACCOUNT_NUMBER);
    }
  });

  async function openCheckout(account: string) {
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await switchAccount(page, account);
    await tickOpenInvoices(page, 1);
    await checkout(page);
    await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
  }

  it('adds a Visa on file and pays with it', async () => {
    await openCheckout('100200');
    await addCard(page, { number: VISA, save: true });
    await payWith(page, /^Visa ending with \*1111(?!.*Session)/);
    await pay(page);
    await paid();
    expect(sent.some((b) => b.includes('/api/tokenization/access_token'))).toBe(true);
    expect(sent.some((b) => b.includes('/api/customer/payment_cards'))).toBe(true);
  });

  it('pays once with an unsaved card, marked (Session)', async () => {
    await openCheckout('100200');
    await addCard(page, { number: MASTER_CARD, type: 'MC' });
    await payWith(page, /ending with \*4444.*\(Session\)/);
    await pay(page);
    await paid();
  });

  it('refuses a declined unsaved card at authorization and charges nothing', async () => {
    const before = (await charges()).length;
    await openCheckout('100200');
    await addCard(page, { number: DECLINED });
    await payWith(page, /ending with \*0002.*\(Session\)/);
    await pay(page);
    await page.getByText('Credit Card not approved.').first().waitFor();
    expect(page.url()).toBe(`${portal.url}/invoices/pay`);
    expect((await charges()).length).toBe(before);
    // Declined: no longer kept for the session, and nothing picked in its place.
    expect(await page.getByLabel('Pay With').locator('option').allTextContents()).not.toContainEqual(expect.stringMatching(/\*0002.*\(Session\)/));
    await expect(page.getByLabel('Pay With').inputValue()).resolves.toBe('');
  });

  it('refuses the same card saved twice with "Visa already exists.", and names every Edit and Delete by its card', async () => {
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await page.goto(`${portal.url}/settings/payment-methods`);
    const panel = page.getByRole('tabpanel');
    await panel.getByText(/^Visa ending with \*1111/).first().waitFor();
    await addCard(page, { number: VISA, month: '11', year: '2031' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await panel.getByText('Expires 11/2031').waitFor();

    await addCard(page, { number: VISA, month: '11', year: '2031' });
    await page.getByRole('dialog').getByText('Visa already exists.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await panel.getByText(/^Visa ending with \*1111/).first().waitFor();
    // The seeded Visa (09/2029) and the one added: told apart by their expiry, never twice the same.
    await expect(panel.getByText('Expires 11/2031').count()).resolves.toBe(1);
    await expect(panel.getByText('Expires 09/2029').count()).resolves.toBe(1);

    const buttons = panel.getByRole('button', { name: /^(Edit|Delete)\b/ });
    const names = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) expect(name).toMatch(/^(Edit|Delete) (Visa|Master Card|American Express|eCheck) ending with \*\d{4}$/);
    // Two Visas ending with 1111 share the name; their descriptions (markers, name, expiry) tell them apart.
    const visas = page.getByRole('button', { name: 'Edit Visa ending with *1111', exact: true });
    await expect(visas.count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Edit Visa ending with *1111', exact: true, description: /\(Default\)/ }).waitFor();
    await page.getByRole('button', { name: 'Edit Visa ending with *1111', exact: true, description: /Expires 11\/2031/ }).waitFor();
  });

  it('adds, edits and deletes an eCheck on the payment methods page', async () => {
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await page.goto(`${portal.url}/settings/payment-methods`);
    await page.getByRole('tab', { name: 'My eChecks' }).click();
    await page.getByRole('button', { name: 'Add eCheck' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Account Type').selectOption('C');
    await dialog.getByLabel('Routing Number').fill('011000015');
    await dialog.getByLabel('Account Number').fill(ACCOUNT_NUMBER);
    await dialog.getByLabel('Name on Account').fill('Harborview Operating');
    await dialog.getByRole('button', { name: 'Save eCheck' }).click();
    const entry = page.getByRole('tabpanel').getByText(/^eCheck ending with \*\d*234/).first();
    await entry.waitFor();

    await page.getByRole('button', { name: /^Edit eCheck ending with \*\d*234/ }).first().click();
    await page.getByRole('dialog').getByLabel('Name on Account').fill('Harborview Holdings');
    await page.getByRole('dialog').getByRole('button', { name: 'Update eCheck' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Delete eCheck ending with \*\d*234/ }).first().click();
    const confirm = page.getByRole('dialog');
    // An eCheck's delete prompt speaks of the eCheck.
    await confirm.getByText('Are you sure you want to delete your eCheck from the payment method list?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await entry.waitFor();
    await page.getByRole('button', { name: /^Delete eCheck ending with \*\d*234/ }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tabpanel').getByText(/^eCheck ending with \*\d*234/).waitFor({ state: 'detached' });
  });

  it('shows no eChecks tab for company 0020', async () => {
    await logIn(page, portal.url, 'noecheck@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await page.goto(`${portal.url}/settings/payment-methods`);
    await page.getByRole('tab', { name: 'My Cards' }).waitFor();
    await expect(page.getByRole('tab', { name: 'My eChecks' }).count()).resolves.toBe(0);
  });
});
