import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { linkIn } from '../src/mail';
import { checkPage, confirmationMails, invoiceProof, phonePage, typeByKeyboard } from '../src/registration';

/**
 * docs/product/registration.md#self-registration in Chromium on a phone-sized screen, forms by
 * keyboard: two accounts proven with invoices of the sandbox ERP, the user created, confirmed from
 * the mail, and their invoices after login; a wrong amount; the limit of failed attempts.
 */
describe('self-registration', () => {
  const suite = useBrowser({ page: false });
  const running = usePortal();
  let page: Page;
  beforeEach(async () => {
    page = await phonePage(suite.browser);
  });
  afterEach(async () => {
    await page.context().close();
  });

  async function openAccounts() {
    await page.goto(`${running.portal.url}/login`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(`${running.portal.url}/auto-register/accounts`);
    await page.getByText('No accounts added yet.').waitFor();
  }

  /** Invoice number, amount, billing ID, by keyboard from the first field of the form. */
  async function prove(invoice: string, amount: string, billingId: string) {
    await page.getByLabel('Invoice Number').focus();
    await typeByKeyboard(page, [invoice, amount, billingId]);
  }

  it('registers with two proven accounts, confirms from the mail and then sees their invoices', async () => {
    const first = await invoiceProof(running.portal.sandboxUrl, '100100', '1000');
    const second = await invoiceProof(running.portal.sandboxUrl, '100200', '1100');
    await openAccounts();
    await checkPage(page);
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByText('Billing ID is required.').waitFor();

    await prove(first.number, first.amount, '100100');
    await page.getByTestId('billing-address').waitFor();
    await page.getByTestId('proven-accounts').getByText(/^100100 – /).waitFor();
    await checkPage(page);
    // 'Add Another Account' has the focus: Enter brings the form back.
    await page.keyboard.press('Enter');
    await prove(second.number, second.amount, '100200');
    await page.getByTestId('proven-accounts').getByText(/^100200 – /).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();

    await page.waitForURL(`${running.portal.url}/auto-register/create`);
    await page.getByRole('heading', { level: 1, name: 'Create Your Login' }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password is required.').waitFor();
    await checkPage(page);
    await page.getByLabel('Email').focus();
    await typeByKeyboard(page, ['sam@example.test', 'Sam', 'Selfreg', 'Harborview Tower', 'Self-pass-2026', 'Self-pass-2026']);
    await page.waitForURL(`${running.portal.url}/auto-register/confirm-instructions`);
    await page.getByText(/A confirmation email should arrive shortly/).waitFor();
    await checkPage(page);

    // Before confirming, a login lands on the waiting page, which can send the mail again.
    await logIn(page, running.portal.url, 'sam@example.test', 'Self-pass-2026');
    await page.waitForURL(`${running.portal.url}/auto-register/waiting-confirmation`);
    await checkPage(page);
    await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
    await page.getByText('A new confirmation email has been sent.').waitFor();

    // The catcher lists the newest first; the first mail went out long before the resend.
    const confirmations = await confirmationMails(running.portal.sandboxUrl, 'sam@example.test', 2);
    const [latest, older] = confirmations.map((m) => linkIn(m, `${running.portal.url}/auto-register/confirm/`));
    // Only the newest link works: the resend ended the first one.
    await page.goto(older!);
    await page.getByText('Could not validate account.').waitFor();
    await page.goto(latest!);
    await page.getByText('Successfully confirmed your account.').waitFor();
    await checkPage(page);
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await page.waitForURL(`${running.portal.url}/login`);

    await logIn(page, running.portal.url, 'sam@example.test', 'Self-pass-2026');
    await page.waitForURL(`${running.portal.url}/invoices`);
    // On a phone the invoice list is a list of cards (docs/product/invoices.md#on-a-phone).
    await page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').first().waitFor();
    await expect(page.getByLabel('Customer').inputValue()).resolves.toMatch(/^100100 - /);
  });

  it('refuses a wrong amount, and Try Again keeps what was typed', async () => {
    const proof = await invoiceProof(running.portal.sandboxUrl, '100300', '1000');
    await openAccounts();
    await prove(proof.number, '0.01', '100300');
    await page.getByText('We could not find an account from the given details.').waitFor();
    await checkPage(page);
    await page.getByRole('button', { name: 'Try Again' }).press('Enter');
    await expect(page.getByLabel('Billing ID').inputValue()).resolves.toBe('100300');
    await page.getByText('No accounts added yet.').waitFor();
  });

  it('stops guessing after the limit of failed attempts, even for the right proof', async () => {
    const proof = await invoiceProof(running.portal.sandboxUrl, '100400', '1000');
    await openAccounts();
    for (let i = 1; i <= 5; i += 1) {
      await prove(proof.number, `${i}.11`, '100400');
      await page.getByText('We could not find an account from the given details.').waitFor();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByLabel('Invoice Amount').fill('');
    }
    await prove(proof.number, proof.amount, '100400');
    await page.getByText('Too many failed attempts. Try again later.').waitFor();
    await checkPage(page);
  });
});
