import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { launchBrowser, logIn, newPage } from '../src/browser';
import { checkout, payWith, tickOpenInvoices, pay } from '../src/checkout';
import { impersonate } from '../src/impersonation';
import { cellText, payableRows } from '../src/invoice-table';
import { addCard } from '../src/payment-methods';
import { startPortal, type RunningPortal } from '../src/portal';

/**
 * The caller's own session: these calls are about the staff member, never the customer, and
 * carry no ?userid= (shared/src/web/api/impersonation.ts). Every other call carries it.
 */
const OWN_SESSION = ['/api/token/login', '/api/token/refresh', '/api/token/logout', '/api/token/getuseraccounts', '/api/login-status'];
/** Public and the same for everyone: the page preloads it before any script knows of an impersonation. */
const EVERYONE = ['/api/config'];

type Call = { method: string; url: URL };

/** The calls that do not name the impersonated user as they should. */
function misnamed(calls: readonly Call[], userId: number): string[] {
  return calls
    .filter(({ url }) => {
      const userid = url.searchParams.get('userid');
      return OWN_SESSION.includes(url.pathname) || EVERYONE.includes(url.pathname) ? userid !== null : userid !== String(userId);
    })
    .map(({ method, url }) => `${method} ${url.pathname}${url.search}`);
}

const paths = (calls: readonly Call[]) => new Set(calls.map((c) => `${c.method} ${c.url.pathname}`));

/** Staff act on the customer's accounts: every call made while impersonating names the customer. */
describe('impersonation', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // Deposits and payments change the ERP's data, so this suite has a portal of its own.
    portal = await startPortal();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await portal.stop();
  });
  beforeEach(async () => {
    page = await newPage(browser);
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('staff@portal.test walks the customer pages of soldto@portal.test, every call naming soldto', async () => {
    const { url } = portal;
    const { id, calls } = await impersonate(page, url, 'staff@portal.test', 'soldto@portal.test');

    // The customer's accounts, not the staff member's (who has none): soldto has two.
    await page.getByRole('combobox', { name: 'Account' }).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    await expect(page.getByLabel('Customer').inputValue()).resolves.toMatch(/^100100 - /);

    // A PDF of an invoice, in a new tab.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /^PDF of invoice / }).first().click()]);
    await tab.close();

    // The detail of an invoice.
    const number = await cellText(page, page.locator('table tbody tr').first(), 'Doc #');
    await page.getByRole('link', { name: number, exact: true }).first().click();
    await page.waitForURL(`${url}/invoices/detail/${number}`);
    await page.getByText('Invoice Total').first().waitFor();

    // The statement search.
    await page.getByRole('link', { name: 'Statement' }).click();
    await page.waitForURL(`${url}/invoices/invoicesearch`);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(/^\d+ Invoices found!$/).waitFor();

    // A deposit paid with a card added for the session (tokenized, then authorized before paying).
    await page.getByRole('link', { name: 'Deposits' }).click();
    await page.waitForURL(`${url}/deposits`);
    await page.getByLabel('Amount (USD)').fill('125');
    await page.getByLabel('Reason Code').selectOption({ label: 'Advance payment for repair work' });
    await page.getByLabel('Document Number').fill('PO-IMP-1');
    await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
    await addCard(page, { number: '5555555555554444', type: 'MC' });
    await payWith(page, /^Master Card ending with \*4444 \(Session\)/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${url}/invoices/payment-status`);
    await page.getByTestId('payment-outcome').waitFor();

    expect(misnamed(calls, id)).toEqual([]);
    const made = paths(calls);
    for (const call of [
      'POST /api/token/getuseraccounts',
      'POST /api/customer/getuserpayers',
      'POST /api/Invoice',
      'PUT /api/customer/soldto-details-list',
      'POST /api/Invoice/pdf-request',
      'POST /api/invoice/detail',
      'POST /api/customer/customizing',
      'POST /api/customer/payer',
      'POST /api/tokenization/access_token',
      'POST /api/tokenization/response',
      'POST /api/customer/payment_cards',
      'POST /api/customer/makedeposit',
    ]) {
      expect(made).toContain(call);
    }
  });

  it('an admin impersonating soldto@portal.test pays at checkout and opens the payment methods, every call naming soldto', async () => {
    // Checkout and the payment methods page need CanMakePayment and CanManagePaymentMethods,
    // which staff lack: an admin (who also has CanImpersonate) walks them.
    const { url } = portal;
    const { id, calls } = await impersonate(page, url, 'admin@portal.test', 'soldto@portal.test');
    await page.getByRole('combobox', { name: 'Account' }).waitFor();
    await payableRows(page).first().waitFor();

    await tickOpenInvoices(page, 1);
    await checkout(page);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${url}/invoices/payment-status`);
    await page.getByTestId('payment-outcome').waitFor();

    await page.goto(`${url}/settings/payment-methods`);
    await page.getByRole('list', { name: 'My Cards' }).waitFor();

    expect(misnamed(calls, id)).toEqual([]);
    const made = paths(calls);
    for (const call of ['POST /api/invoice/payments', 'POST /api/customer/payer', 'POST /api/customer/customizing']) {
      expect(made).toContain(call);
    }
  });

  it('staff pay for soldto@portal.test and stop; soldto then sees it on their profile (docs/security/impersonation.md)', async () => {
    const { url } = portal;
    await impersonate(page, url, 'admin@portal.test', 'soldto@portal.test');
    await page.getByRole('combobox', { name: 'Account' }).waitFor();
    await payableRows(page).first().waitFor();
    await tickOpenInvoices(page, 1);
    await checkout(page);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    await pay(page);
    await page.waitForURL(`${url}/invoices/payment-status`);
    await page.getByTestId('payment-outcome').waitFor();
    await page.getByRole('region', { name: 'Impersonation' }).getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL(`${url}/settings/users`);

    const customer = await newPage(browser);
    try {
      await logIn(customer, url, 'soldto@portal.test');
      await customer.waitForURL(`${url}/invoices`);
      await customer.goto(`${url}/settings/profile`);
      const section = customer.getByRole('region', { name: 'Staff who acted for you' });
      const items = section.getByRole('listitem');
      await items.first().waitFor();
      const newest = (await items.allTextContents()).slice(0, 3);
      expect(newest[0]).toMatch(/^Alex Admin stopped acting for you\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(newest[1]).toMatch(/^Alex Admin paid \$[\d,]+\.\d{2} for account 100100\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(newest[2]).toMatch(/^Alex Admin started acting for you/);
      await expectNoSeriousAxeViolations(customer, '/settings/profile of a customer staff acted for');
    } finally {
      await customer.context().close();
    }
  });
});
