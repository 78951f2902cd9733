import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { checkout, payWith, tickOpenInvoices } from '../src/checkout';
import { sandboxCharges, usePortalAndPage } from '../src/harness';
import { waitForMail } from '../src/mail';
import { runDue } from '../src/jobs';
import type { RunningPortal } from '../src/portal';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * docs/product/scheduled-payments.md: pay on a date at checkout, see it scheduled in /payments,
 * run the jobs due on that day (the server's TIME_ZONE is UTC here) and see it charged once, in the
 * ERP's payment log and in the history; running the day again charges nothing more.
 */
describe('scheduled payments', () => {
  // Paying changes the ERP's documents, so this suite has a portal of its own.
  const suite = usePortalAndPage();
  let portal: RunningPortal;
  let page: Page;
  beforeEach(() => {
    ({ portal, page } = suite);
  });

  it('pays on a date, once, when the day comes', async () => {
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
    const [invoice] = await tickOpenInvoices(page, 1);
    await checkout(page);
    // Company 1000 needs a CVV for cards, which is never kept: an eCheck is scheduled.
    await payWith(page, /^eCheck ending with/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review your payment' });
    await review.waitFor();
    await review.getByRole('button', { name: 'Pay on a date' }).click();
    const day = dayAhead(3);
    await review.getByTestId('schedule-date').fill(day);
    // The sandbox's documents may be due before that day: the customer confirms paying late.
    const late = review.getByLabel(/Pay after the due date/);
    if (await late.isVisible()) await late.check();
    await review.getByRole('button', { name: new RegExp(`^Schedule .* for ${day}$`) }).click();

    await page.waitForURL(`${portal.url}/payments`);
    const line = page.getByTestId('scheduled-line').first();
    await line.waitFor();
    expect(await line.textContent()).toContain(day);
    expect(await line.getByTestId('scheduled-state').textContent()).toBe('Scheduled');
    expect(await line.textContent()).toContain(invoice!.number);

    const before = (await sandboxCharges(portal.sandboxUrl)).length;
    // The day before: nothing runs.
    const early = await runDue(portal, `${dayAhead(2)}T12:00:00Z`);
    expect(early.filter((job) => job.name === 'scheduled-payment')).toEqual([]);
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before);
    // Its day, 06:00 company time (UTC): it runs, once.
    const ran = await runDue(portal, `${day}T06:00:00Z`);
    expect(ran.filter((job) => job.name === 'scheduled-payment')).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);
    await runDue(portal, `${day}T09:00:00Z`);
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);

    await page.reload();
    await line.waitFor();
    expect(await page.getByTestId('scheduled-line').first().getByTestId('scheduled-state').textContent()).toBe('Charged');
    const charge = page.getByTestId('history-line').first();
    await charge.waitFor();
    const cells = await charge.getByRole('cell').allTextContents();
    expect(cells[4]).toContain(invoice!.number);
    expect(cells[5]).toBe('Charged');
    await waitForMail(portal.sandboxUrl, 'soldto@portal.test', new RegExp(`scheduled payment of ${day} was made`));
  });
});
