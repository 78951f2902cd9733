import type { Page } from 'playwright-core';
import { logIn } from '../src/browser';
import { checkout, payWith, tickOpenInvoices } from '../src/checkout';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { sandboxCharges, useBrowser, usePortal } from '../src/harness';
import type { RunningPortal } from '../src/portal';

/**
 * Paying is clear and safe (docs/product/checkout-and-payments.md#review,
 * docs/architecture/payments.md#the-page): a review before charging, and a lost or unknown answer
 * resolved to charged or not charged by asking again with the same Idempotency-Key.
 */
describe('reviewing and settling a payment', () => {
  // The ERP must answer within 1.5 s; otherwise the outcome is unknown.
  const own = usePortal({ apiEnv: { PAYMENT_ERP_TIMEOUT_MS: '1500', PAYMENT_RECONCILE_INTERVAL_MS: '0' } });
  const suite = useBrowser();
  let portal: RunningPortal;
  let page: Page;
  const charges = async () => (await sandboxCharges(portal.sandboxUrl)).length;

  beforeAll(() => {
    ({ portal } = own);
  });
  beforeEach(async () => {
    ({ page } = suite);
    await logIn(page, portal.url, 'soldto@portal.test');
    await page.waitForURL(`${portal.url}/invoices`);
  });

  async function toReview(count: number) {
    const picked = await tickOpenInvoices(page, count);
    await checkout(page);
    await payWith(page, /^Visa ending with \*1111/);
    await page.getByLabel('CVV').fill('123');
    const total = (await page.getByRole('region', { name: 'Payment' }).getByTestId('pay-total').textContent())!;
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review your payment' });
    await review.waitFor();
    return { picked, review, total };
  }

  it('shows the amount, the method and each invoice with its amount before charging; Pay names the amount', async () => {
    const before = await charges();
    const { picked, review, total } = await toReview(2);
    await expect(review.getByTestId('review-amount').textContent()).resolves.toBe(total);
    await expect(review.getByTestId('review-method').textContent()).resolves.toMatch(/^Visa ending with \*1111/);
    const lines = await review.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(2);
    for (const [i, { number, open }] of picked.entries()) {
      expect(lines[i]).toContain(number);
      expect(lines[i]).toContain(open.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
    }
    expect(await charges()).toBe(before);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoSeriousAxeViolations(page, 'the review');
    await review.getByRole('button', { name: 'Cancel' }).click();
    await review.waitFor({ state: 'detached' });
    expect(await charges()).toBe(before);

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await review.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await page.getByTestId('payment-outcome').waitFor();
    expect(await charges()).toBe(before + 1);
  });

  it('an answer lost on the way back: the page asks again with the same key and says the customer was charged, once', async () => {
    const before = await charges();
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/invoice/payments', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      // The server gets the payment and charges it; its answer never reaches the page.
      await route.fetch();
      await route.abort('connectionreset');
    });
    const { review } = await toReview(1);
    await review.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(`${portal.url}/invoices/payment-status`);
    await page.getByText('We checked: your payment went through. You were charged once.').waitFor();
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    expect(await charges()).toBe(before + 1);
  });

  it('an ERP that does not answer before charging: the check finds no charge and says plainly nothing was charged', async () => {
    const before = await charges();
    // The next charge waits 4 s at the ERP; the portal gives up after 1.5 s, so the outcome is unknown.
    const fault = await fetch(`${portal.sandboxUrl}/erp/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hang_after_charge_ms: 0, hang_before_charge_ms: 4000, count: 1 }),
    });
    expect(fault.status).toBe(200);
    const { review } = await toReview(1);
    await review.getByRole('button', { name: /^Pay \$/ }).click();
    const error = page.getByTestId('pay-error');
    await error.waitFor({ timeout: 30_000 });
    await expect(error.textContent()).resolves.toContain('nothing was charged');
    expect(page.url()).toBe(`${portal.url}/invoices/pay`);
    // The charge held at the ERP arrives later and is refused: "not charged" stays true.
    await page.waitForTimeout(4500);
    expect(await charges()).toBe(before);
  });
});
