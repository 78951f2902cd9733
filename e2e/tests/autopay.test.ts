import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { sandboxCharges, usePortalAndPage } from '../src/harness';
import { waitForMail } from '../src/mail';
import { runDue } from '../src/jobs';
import type { RunningPortal } from '../src/portal';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
/** MM-DD-YYYY as YYYY-MM-DD. */
const fromErp = (date: string) => `${date.slice(6)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;
/** YYYY-MM-DD as the mails show it. */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;

/** The open invoices of a sandbox account that AutoPay would pay, with their due days. */
async function openInvoices(sandboxUrl: string, account: string, companyCode: string): Promise<{ number: string; due: string }[]> {
  const response = await fetch(`${sandboxUrl}/erp/invoice/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payer_data: { customer_number: account, company_code: companyCode }, soldto_data: null, search_parameters: { document_type: '01', status: '01' } }),
  });
  const body = (await response.json()) as {
    document_list: { billing_document_number: string; open_amount: number; read_only_flag: string; due_date: string; item_is_a_payment: string }[];
  };
  return body.document_list
    .filter((d) => d.open_amount > 0 && d.read_only_flag !== 'X' && d.item_is_a_payment !== 'X')
    .map((d) => ({ number: d.billing_document_number.replace(/^0+/, ''), due: fromErp(d.due_date) }));
}

/**
 * docs/product/autopay.md: a customer enrols an account in AutoPay on /settings/autopay, accepting
 * the agreement; the advance notice is mailed before the first invoice's due date, and on that
 * day the invoice is charged once (the ERP's payment log and the page's last run), as the jobs of
 * that day run (the server's TIME_ZONE is UTC here).
 */
describe('AutoPay', () => {
  // Paying changes the ERP's documents, so this suite has a portal of its own.
  const suite = usePortalAndPage();
  let portal: RunningPortal;
  let page: Page;
  beforeEach(() => {
    ({ portal, page } = suite);
  });

  it('enrols with the agreement, mails the advance notice, and pays on the due date once', async () => {
    const today = isoDay(new Date());
    // The first due day at least two days ahead: its notice goes before it, its run on it.
    const upcoming = (await openInvoices(portal.sandboxUrl, '100100', '1000')).filter((d) => d.due >= addDays(today, 2)).sort((a, b) => a.due.localeCompare(b.due));
    expect(upcoming.length).toBeGreaterThan(0);
    const day = upcoming[0]!.due;
    const paidThatDay = upcoming.filter((d) => d.due === day).map((d) => d.number);

    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    await page.goto(`${portal.url}/settings/autopay`);
    const account = page.getByTestId('autopay-account').filter({ hasText: '100100' });
    await account.getByRole('button', { name: 'Set up AutoPay' }).click();
    const form = page.getByRole('form', { name: /AutoPay for/ });
    await form.waitFor();
    const method = form.getByLabel('Saved payment method');
    const labels = await method.locator('option').allTextContents();
    // Company 1000 needs the CVV for each card payment: only its eCheck is offered.
    await method.selectOption({ label: labels.find((l) => /eCheck/.test(l))! });
    await form.getByLabel('On its due date').check();
    await form.getByTestId('autopay-agreement').waitFor();
    // Not accepted: refused on the page, nothing sent.
    await form.getByRole('button', { name: 'Set up AutoPay' }).click();
    await form.getByText('Read the AutoPay agreement and accept it to continue.').waitFor();
    await form.getByLabel('I have read and accept the AutoPay agreement').check();
    await form.getByRole('button', { name: 'Set up AutoPay' }).click();
    await account.getByText(/Accepted by Sophie Soldto on/).waitFor();
    expect(await account.textContent()).toContain('On the due date');

    // The notice: three days ahead (the default), or today for a day nearer than that.
    const noticeAt = addDays(day, -3) > today ? addDays(day, -3) : today;
    await runDue(portal, `${noticeAt}T06:00:00Z`);
    const notice = await waitForMail(portal.sandboxUrl, 'soldto@portal.test', new RegExp(`^AutoPay will pay .* for account 100100 on ${shown(day).replace(/\//g, '\\/')}$`));
    for (const number of paidThatDay) expect(notice.text).toContain(`Invoice ${number}`);

    // Its day, 06:00 company time: charged once; the same morning again charges nothing more.
    const before = (await sandboxCharges(portal.sandboxUrl)).length;
    const ran = await runDue(portal, `${day}T06:00:00Z`);
    expect(ran.filter((job) => job.name === 'autopay')).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);
    await runDue(portal, `${day}T09:00:00Z`);
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);
    await waitForMail(portal.sandboxUrl, 'soldto@portal.test', new RegExp(`^Your AutoPay payment of ${shown(day).replace(/\//g, '\\/')} was made$`));

    await page.reload();
    await account.getByText('Charged').waitFor();
  });
});
