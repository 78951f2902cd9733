import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { payInFullWithSavedVisa } from '../src/api-payment';
import { checkout, payWith, switchAccount, tickOpenInvoices, pay, waitForPaid } from '../src/checkout';
import { cellText, columnValues, money, payableRows } from '../src/invoice-table';
import { sandboxCharges, useBrowser, usePortal } from '../src/harness';
import type { RunningPortal } from '../src/portal';

/** docs/product/checkout-and-payments.md: checkout, the payment panel, the status page and deposits against the sandbox ERP. */
describe('payments', () => {
  // Payments change the ERP's documents, so this suite has a portal of its own.
  const own = usePortal();
  const suite = useBrowser();
  let portal: RunningPortal;
  let page: Page;

  const charges = () => sandboxCharges(portal.sandboxUrl);

  beforeAll(() => {
    ({ portal } = own);
  });
  beforeEach(async () => {
    ({ page } = suite);
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
  });

  // The first status line decides: S shows its message in the green alert and the amount paid.
  const succeeded = async () => {
    await waitForPaid(page, portal.url);
    await expect(page.getByText(/^Amount Paid:/).locator('..').textContent()).resolves.toMatch(/\$[\d,]+\.\d\d/);
  };

  it('pays two invoices with the saved Visa, and the list shows them paid', async () => {
    const paid = await tickOpenInvoices(page, 2);
    await checkout(page);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await succeeded();
    for (const { number } of paid) await page.getByRole('cell', { name: new RegExp(number) }).first().waitFor();

    await page.getByRole('link', { name: 'Back To List' }).click();
    await page.waitForURL(`${portal.url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
    const listed = await columnValues(page, 'Doc #');
    for (const { number } of paid) expect(listed).not.toContain(number);

    // The receipt goes out through the outbox to the sandbox's SMTP catcher.
    type Mail = { to: string[]; subject: string; text: string };
    let receipt: Mail | undefined;
    for (let i = 0; i < 40 && !receipt; i += 1) {
      const mails = (await (await fetch(`${portal.sandboxUrl}/mail/api/messages?to=soldto@portal.test`)).json()) as Mail[];
      receipt = mails.find((m) => /payment receipt/.test(m.subject));
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(receipt?.text).toContain(paid[0]!.number);
  });

  it('makes a partial payment with a reason and a comment; the list shows the new open amount', async () => {
    await switchAccount(page, '100200');
    const [invoice] = await tickOpenInvoices(page, 1);
    await checkout(page);
    const half = Math.round(invoice!.open * 50) / 100;
    await page.getByLabel('Pay Amount').fill(half.toFixed(2));
    await page.getByLabel('Reason Code').selectOption({ label: 'Pricing dispute' });
    await pay(page);
    await page.getByText('Reason Required').first().waitFor();
    await page.getByLabel('Comment').fill('Two of four landings were serviced.');
    await payWith(page, /^Master Card ending with \*4444/);
    await pay(page);
    await succeeded();

    await page.getByRole('link', { name: 'Back To List' }).click();
    const row = payableRows(page).filter({ hasText: invoice!.number });
    await row.first().waitFor();
    expect(money(await cellText(page, row.first(), 'Open'))).toBeCloseTo(invoice!.open - half, 2);
  });

  it('takes an overpayment where the company allows it', async () => {
    await switchAccount(page, '100200');
    const [invoice] = await tickOpenInvoices(page, 1);
    await checkout(page);
    await page.getByLabel('Pay Amount').fill((invoice!.open + 25).toFixed(2));
    await page.getByText('Overpaying').first().waitFor();
    await payWith(page, /^Master Card ending with \*4444/);
    await pay(page);
    await succeeded();
  });

  it('refuses an overpayment where the company does not allow it', async () => {
    const before = (await charges()).length;
    const [invoice] = await tickOpenInvoices(page, 1);
    await checkout(page);
    await page.getByLabel('Pay Amount').fill((invoice!.open + 25).toFixed(2));
    await page.getByText('Over payment not allowed.').first().waitFor();
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.getByText('Overpayments is not allowed.').waitFor();
    expect(page.url()).toBe(`${portal.url}/invoices/pay`);
    expect((await charges()).length).toBe(before);
  });

  it('shows the red alert for a declined card, with no amount paid', async () => {
    await switchAccount(page, '100200');
    await tickOpenInvoices(page, 1);
    await checkout(page);
    await payWith(page, /ending with \*0002/);
    await pay(page);
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await page.getByRole('alert').filter({ hasText: 'Card declined by issuer.' }).waitFor();
    await expect(page.getByText(/^Amount Paid:/).locator('..').textContent()).resolves.not.toMatch(/\$/);
  });

  it('makes a deposit', async () => {
    await page.getByRole('link', { name: 'Deposits' }).click();
    await page.waitForURL(`${portal.url}/deposits`);
    await page.getByLabel('Amount (USD)').fill('250');
    await page.getByLabel('Reason Code').selectOption({ label: 'Advance payment for repair work' });
    await page.getByLabel('Document Number').fill('PO-7781');
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await succeeded();
    const log = (await charges()) as { kind: string; amount: number }[];
    expect(log.at(-1)).toMatchObject({ kind: 'deposit', amount: 250 });
  });

  it('charges once for a double click on Pay', async () => {
    const before = (await charges()).length;
    await tickOpenInvoices(page, 1);
    await checkout(page);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page, { double: true });
    await succeeded();
    await page.waitForTimeout(1000);
    expect((await charges()).length).toBe(before + 1);
  });

  it('charges once when the same payment arrives 50 times at once with one key', async () => {
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal-session')!).state.token as string);
    const search = await fetch(`${portal.url}/api/Invoice`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        payer_data: { customer_number: '100100', company_code: '1000' },
        soldto_data: null,
        search_parameters: { document_type: '01', status: '01', date_from: '01-01-1900', date_to: '01-01-9999', due_date_from: '01-01-1900', due_date_to: '01-01-9999', currency_key: 'USD', filter: [] },
      }),
    });
    const { document_list: documents } = (await search.json()) as { document_list: Record<string, unknown>[] };
    const d = documents.find((doc) => (doc.open_amount as number) > 0 && doc.read_only_flag !== 'X')!;
    const body = JSON.stringify(payInFullWithSavedVisa(d));
    const before = (await charges()).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${portal.url}/api/invoice/payments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'e2e-fifty-at-once-0001' },
          body,
        }).then(async (r) => ({ status: r.status, body: await r.text() })),
      ),
    );
    const succeededAnswers = answers.filter((a) => a.status === 200);
    expect(succeededAnswers.length).toBeGreaterThan(0);
    expect(new Set(succeededAnswers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect((await charges()).length).toBe(before + 1);
  });
});
