import type { Page } from 'playwright-core';
import { cellText, money, payableRows } from './invoice-table';

/** Picks a 'Pay With' method by a pattern of its label ('Visa ending with *1111 (Default)'). */
export async function payWith(page: Page, pattern: RegExp): Promise<void> {
  const select = page.getByLabel('Pay With');
  // A method added a moment ago arrives when its save or tokenization answers.
  const deadline = Date.now() + 15_000;
  let labels: string[] = [];
  for (;;) {
    labels = await select.locator('option').allTextContents();
    const label = labels.find((l) => pattern.test(l));
    if (label) return void (await select.selectOption({ label }));
    if (Date.now() > deadline) throw new Error(`No payment method like ${pattern} in ${labels.join(' | ')}`);
    await page.waitForTimeout(200);
  }
}

/** Ticks the first `count` open (not credit) invoices and returns their numbers and open amounts. */
export async function tickOpenInvoices(page: Page, count: number): Promise<{ number: string; open: number }[]> {
  const first = page.locator('table tbody tr').first();
  // A row's Pay box comes right after the row (PayCheckbox): the payable rows are counted once the
  // boxes are there, or there would be none yet.
  await first.getByRole('checkbox').waitFor();
  const rows = payableRows(page);
  const picked: { number: string; open: number }[] = [];
  for (let i = 0; picked.length < count && i < (await rows.count()); i += 1) {
    const row = rows.nth(i);
    const open = money(await cellText(page, row, 'Open'));
    if (open <= 0) continue;
    picked.push({ number: await cellText(page, row, 'Doc #'), open });
    await row.getByRole('checkbox').check();
  }
  return picked;
}

export async function switchAccount(page: Page, account: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${account} - `) }).click();
  await page.getByLabel('Customer').and(page.locator(`[value^="${account} - "]`)).waitFor();
}

export async function checkout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/invoices\/pay$/);
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
}

/**
 * The Pay click as a customer makes it: Pay in the panel, then, when the checks let the review
 * open, its 'Pay $…' button (docs/product/checkout-and-payments.md#review). `double` clicks that
 * one twice, as a hurried customer would.
 */
export async function pay(page: Page, options: { double?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review your payment' });
  await review.or(page.getByTestId('pay-error')).first().waitFor();
  if (!(await review.isVisible())) return;
  const confirm = review.getByRole('button', { name: /^Pay \D*\d/ });
  if (options.double) await confirm.dblclick();
  else await confirm.click();
}

/**
 * The payment status page after a payment that went through: its headline names what happened
 * and the amount (docs/product/checkout-and-payments.md#payment-status-page); the ERP's lines follow.
 */
export async function waitForPaid(page: Page, baseUrl: string): Promise<void> {
  await page.waitForURL(`${baseUrl}/invoices/payment-status`);
  await page.getByRole('alert').filter({ hasText: /^(Paid|Deposited) \$[\d,]+\.\d\d/ }).waitFor();
  await page.getByTestId('status-line').filter({ hasText: /posted to document/ }).first().waitFor();
}

/** From the invoice list: the first open invoice paid with the saved Visa *1111, up to the status page. */
export async function payOneInvoiceWithSavedVisa(page: Page, baseUrl: string): Promise<void> {
  await tickOpenInvoices(page, 1);
  await checkout(page);
  await payWith(page, /^Visa ending with \*1111/);
  await page.getByLabel('CVV').fill('123');
  await pay(page);
  await waitForPaid(page, baseUrl);
}
