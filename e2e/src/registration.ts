import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe';
import { newPage } from './browser';
import { caughtMails, type CaughtMail } from './mail';

/** A phone-sized page (390 px wide), where every public form must work. */
export const PHONE = { viewport: { width: 390, height: 844 } };

export const phonePage = (browser: Browser): Promise<Page> => newPage(browser, PHONE);

/**
 * Fills a form by keyboard alone: focus is where the page put it (the first field), each value is
 * typed and Tab moves on; Enter submits from the last field.
 */
export async function typeByKeyboard(page: Page, values: readonly string[]): Promise<void> {
  for (const [index, value] of values.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
}

/** No serious axe violation, and nothing wider than the screen (no sideways scrolling on a phone). */
export async function checkPage(page: Page): Promise<void> {
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) throw new Error(`${page.url()} is ${overflow}px wider than the screen`);
}

/** An invoice of a sandbox account that proves it: its number and its exact amount as the ERP gives it. */
export async function invoiceProof(sandboxUrl: string, account: string, companyCode: string): Promise<{ number: string; amount: string }> {
  const response = await fetch(`${sandboxUrl}/erp/invoice/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      payer_data: { customer_number: account, company_code: companyCode },
      soldto_data: null,
      search_parameters: { document_type: '01', status: '03' },
    }),
  });
  const body = (await response.json()) as {
    document_list: { billing_document_number: string; total_amount: number; item_is_a_payment: string; soldto_number: string }[];
  };
  const invoice = body.document_list.find((d) => d.item_is_a_payment !== 'X' && d.total_amount > 0);
  if (!invoice) throw new Error(`no invoice of ${account} in the sandbox ERP`);
  // The JSON number's own spelling is the decimal amount the ERP booked.
  return { number: invoice.billing_document_number.replace(/^0+/, ''), amount: String(invoice.total_amount) };
}

/** Waits until `count` confirmation mails reached `to` (newest first, as the catcher lists them). */
export async function confirmationMails(sandboxUrl: string, to: string, count: number, timeoutMs = 30_000): Promise<CaughtMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails(sandboxUrl, to)).filter((m) => /Confirm your email address/.test(m.subject));
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`${found.length} of ${count} confirmation mails to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
