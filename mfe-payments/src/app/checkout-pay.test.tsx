import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type PaymentRequest } from 'shared';
import { ok } from 'shared/testing';
import { useLastPaymentStore } from '../features/payments/stores/last-payment';
import { location, openCheckout, panelReady, row, payAndConfirm } from '../testing/checkout';
import { COMPANY_1000, COMPANY_1100, ECHECK_6789, invoice, MC_4444, paymentResponse, VISA_1111 } from '../testing/fixtures';

// Whole pay clicks through the review, typed as a person would: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

// Asking again whether a lost payment went through waits seconds between tries in the browser; not here.
jest.mock('../config/paths', () => ({ ...jest.requireActual('../config/paths'), PAYMENT_CHECK_DELAYS_MS: [0, 10, 10] }));

const setAmount = (n: string, value: string) => fireEvent.change(within(row(n)).getByLabelText('Pay Amount'), { target: { value } });
const pay = () => payAndConfirm();
const payError = () => screen.getByTestId('pay-error').textContent;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  useSessionStore.getState().clear();
  useLastPaymentStore.setState({ last: null });
});

describe('payment panel on checkout (docs/product/checkout-and-payments.md)', () => {
  it('shows Invoice Total, Pay total and Overpaying, with the deposit note where overpayment is allowed', async () => {
    await openCheckout({ documents: [invoice(1, 100), invoice(2, 50)], rules: COMPANY_1100, company: '1100' });
    await panelReady();
    setAmount('90001001', '130');
    setAmount('90001002', '40');
    expect(screen.getByTestId('total')).toHaveTextContent('$150.00');
    expect(screen.getByTestId('pay-total')).toHaveTextContent('$170.00');
    expect(screen.getByTestId('overpaying')).toHaveTextContent('$30.00');
    expect(screen.getByTestId('overpayment-note')).toHaveTextContent(/additional deposit to your account/);
  });

  it('has no deposit note where overpayment is not allowed', async () => {
    await openCheckout({ documents: [invoice(1, 100)], rules: COMPANY_1000 });
    await panelReady();
    expect(screen.queryByTestId('overpayment-note')).not.toBeInTheDocument();
  });

  it("lists the saved methods in 'Pay With', default preselected, and a CVV only for cards", async () => {
    await openCheckout({ documents: [invoice(1, 100)], cards: [VISA_1111, ECHECK_6789] });
    const select = await panelReady();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a payment method',
      'Visa ending with *1111 (Default)',
      'eCheck ending with *6789',
    ]);
    expect(select).toHaveDisplayValue('Visa ending with *1111 (Default)');
    expect(screen.getByLabelText('CVV')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'eCheck ending with *6789');
    expect(screen.queryByLabelText('CVV')).not.toBeInTheDocument();
  });

  it('toggles Manage Payment Methods / Hide Payment Methods over the list of methods', async () => {
    await openCheckout({ documents: [invoice(1, 100)] });
    await panelReady();
    const toggle = screen.getByRole('button', { name: 'Manage Payment Methods' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Hide Payment Methods');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Manage Payment Methods' });
    expect(within(region).getByRole('list', { name: 'My Cards' })).toHaveTextContent('Visa ending with *1111 (Default)');
    await userEvent.click(within(region).getByRole('tab', { name: 'My eChecks' }));
    expect(within(region).getByRole('list', { name: 'My eChecks' })).toHaveTextContent('eCheck ending with *6789');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Manage Payment Methods');
  });
});

describe('staff acting for a customer (docs/product/checkout-and-payments.md#who-may-pay)', () => {
  it('open checkout and pay without CanMakePayment; the status page names who paid', async () => {
    const api = await openCheckout({ documents: [invoice(1, 100)], permissions: ['CanImpersonate', 'CanViewUsers'], impersonatedUserId: 31 });
    await panelReady();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await pay();
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    expect(api.calls('/invoice/payments')[0]!.params).toEqual({ userid: 31 });
    expect(screen.getByTestId('paid-by')).toHaveTextContent(/^Paid by .+ on your behalf\.$/);
  });

  it('a user who may not pay is sent back to the list', async () => {
    await openCheckout({ documents: [invoice(1, 100)], permissions: ['CanViewUsers'] });
    await waitFor(() => expect(location()).toBe('/invoices'));
  });
});

describe('Pay click (docs/product/checkout-and-payments.md), in its order', () => {
  it('1 card, 2 overpayment, 3 CVV, 4 credits, 5 total', async () => {
    const api = await openCheckout({ documents: [invoice(1, 100), invoice(2, -150)], cards: [MC_4444, ECHECK_6789] });
    const select = await panelReady();
    setAmount('90001001', '120');
    await pay();
    expect(payError()).toBe('Card not selected.');
    expect(screen.getByTestId('pay-error')).toHaveAttribute('role', 'alert');

    await userEvent.selectOptions(select, 'Master Card ending with *4444');
    await pay();
    expect(payError()).toBe('Overpayments is not allowed.');

    setAmount('90001001', '100');
    await pay();
    expect(payError()).toBe('CVV Is Required.');
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    await pay();
    expect(payError()).toBe('Invalid CVV number.');
    await userEvent.type(screen.getByLabelText('CVV'), '3');
    await pay();
    expect(payError()).toBe('Invoices Open and Pay amount should be greter than Credit amount.');

    await userEvent.click(screen.getByRole('button', { name: 'Remove invoice 90001002' }));
    setAmount('90001001', '0');
    await pay();
    expect(payError()).toBe('Total pay amount should be greater than 0.');
    expect(api.calls('/invoice/payments')).toHaveLength(0);
  });

  it('6 reason, then its description, where reasons are required', async () => {
    const api = await openCheckout({ documents: [invoice(1, 100)], rules: COMPANY_1100, company: '1100', cards: [MC_4444] });
    const select = await panelReady();
    await userEvent.selectOptions(select, 'Master Card ending with *4444');
    expect(screen.queryByLabelText('CVV')).not.toBeInTheDocument();
    setAmount('90001001', '60');
    await pay();
    expect(payError()).toBe('Reason is required.');
    await userEvent.selectOptions(within(row('90001001')).getByLabelText('Reason Code'), 'Pricing dispute');
    await pay();
    expect(payError()).toBe('Reason description required.');
    await userEvent.type(within(row('90001001')).getByLabelText('Comment'), 'Wrong price');
    await pay();
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    expect(api.calls('/invoice/payments')).toHaveLength(1);
  });

  it('never sends an amount the row refuses', async () => {
    const api = await openCheckout({ documents: [invoice(1, 100), invoice(2, 50)] });
    await panelReady();
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    setAmount('90001002', '1.234');
    await pay();
    expect(payError()).toBe('Only numeric values allowed');
    expect(api.calls('/invoice/payments')).toHaveLength(0);
  });
});

describe('sending the payment (docs/decisions.md#payments-never-run-twice)', () => {
  it('posts the documents with an Idempotency-Key and shows the status page', async () => {
    const api = await openCheckout({ documents: [invoice(1, 100), invoice(2, 50)], rules: COMPANY_1100, company: '1100', cards: [MC_4444] });
    const select = await panelReady();
    await userEvent.selectOptions(select, 'Master Card ending with *4444');
    setAmount('90001002', '20');
    await userEvent.selectOptions(within(row('90001002')).getByLabelText('Reason Code'), 'Paying in installments');
    await userEvent.type(within(row('90001002')).getByLabelText('Comment'), ' rest next month ');
    await pay();
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));

    const [call] = api.calls('/invoice/payments');
    expect(call!.headers['Idempotency-Key']).toMatch(UUID);
    const body = call!.body as PaymentRequest;
    expect(body.payer_data).toEqual({ customer_number: '100100', company_code: '1100' });
    expect(body.payment_detail).toMatchObject({ payment_method: 'CC', payment_card_type: 'MC', payment_card_token: MC_4444.payment_card_token });
    expect(body.payment_detail).not.toHaveProperty('card_validation_code');
    expect(body.payment_detail.address_data).toMatchObject({ city: 'Boston' });
    expect(body.documents).toEqual([
      expect.objectContaining({ billing_document_number: '0090001001', amount_to_process: 100, reason_code: '', open_amount: 100 }),
      expect.objectContaining({
        document_number_finance: '1400001002',
        amount_to_process: 20,
        reason_code: '03',
        reason_description: 'Paying in installments',
        comment: 'rest next month',
        currency_key: 'USD',
      }),
    ]);
    expect(useLastPaymentStore.getState().last).toMatchObject({ kind: 'payment', id: call!.headers['Idempotency-Key'], totalCents: 12_000 });
  });

  it('sends the CVV with a card, shows a refusal, and makes a new key for the next click', async () => {
    let n = 0;
    const api = await openCheckout({
      documents: [invoice(1, 100)],
      pay: () => (++n === 1 ? { status: 400, data: { message: 'Card expired.' } } : ok(paymentResponse([{ doc: '1400001001', type: 'S', message: 'ok' }]))),
    });
    await panelReady();
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await pay();
    expect(await screen.findByText('Card expired.')).toBeInTheDocument();
    expect(location()).toBe('/invoices/pay');
    await pay();
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    const [first, second] = api.calls('/invoice/payments');
    expect((first!.body as PaymentRequest).payment_detail.card_validation_code).toBe('123');
    expect(first!.headers['Idempotency-Key']).toMatch(UUID);
    expect(second!.headers['Idempotency-Key']).toMatch(UUID);
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it("shows a 502's message, and 'Error when making payment.' when there is none", async () => {
    let n = 0;
    const api = await openCheckout({
      documents: [invoice(1, 100)],
      cards: [ECHECK_6789],
      // A 502 that proves nothing was charged, then a 500 that proves nothing, every time it is asked.
      pay: () => (++n === 1 ? { status: 502, data: { message: 'The ERP is not answering.', reason: 'erp_unavailable' } } : { status: 500, data: {} }),
    });
    const select = await panelReady();
    await userEvent.selectOptions(select, 'eCheck ending with *6789');
    await pay();
    expect(await screen.findByText('The ERP is not answering.')).toBeInTheDocument();
    expect(screen.getByText('You were not charged.')).toBeInTheDocument();
    await pay();
    expect(await screen.findByText('Error when making payment.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^We could not find out yet whether your payment went through\. Please do not pay again/)).toBeInTheDocument();
    // The 500 proved nothing: it was asked again, always with the same key.
    const keys = api.calls('/invoice/payments').slice(1).map((c) => c.headers['Idempotency-Key']);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
  }, 30_000);

  it('disables Pay while the payment runs, and shows its progress', async () => {
    let release: () => void = () => {};
    await openCheckout({
      documents: [invoice(1, 100)],
      cards: [ECHECK_6789],
      pay: () => new Promise((resolve) => (release = () => resolve({ status: 400, data: { message: 'Refused.' } }))),
    });
    const select = await panelReady();
    await userEvent.selectOptions(select, 'eCheck ending with *6789');
    await pay();
    const paying = await screen.findByRole('button', { name: /^Paying \$100\.00/ });
    expect(paying).toBeDisabled();
    expect(within(paying).getByRole('progressbar')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Refused.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
