import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type DepositRequest } from 'shared';
import { useLastPaymentStore } from '../features/payments/stores/last-payment';
import { location, openCheckout, panelReady, payAndConfirm } from '../testing/checkout';
import { COMPANY_1000, COMPANY_1100, ECHECK_6789, MC_4444, VISA_1111 } from '../testing/fixtures';

// Whole pay clicks through the review, typed as a person would: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

const open = (o: Partial<Parameters<typeof openCheckout>[0]> = {}) =>
  openCheckout({ documents: [], rules: COMPANY_1000, path: '/deposits', ...o });
const amount = () => screen.getByLabelText('Amount (USD)');
const pay = () => payAndConfirm();
const payError = () => screen.getByTestId('pay-error').textContent;

beforeEach(() => {
  useSessionStore.getState().clear();
  useLastPaymentStore.setState({ last: null });
});

describe('deposits (docs/product/deposits.md Deposit amount)', () => {
  it("shows the 'New Deposit' form with the payer and the payment type D reason codes", async () => {
    await open();
    await panelReady();
    expect(screen.getByRole('heading', { name: 'New Deposit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Payer')).toHaveValue('100100 - Harborview Tower Management LLC');
    const reasons = within(screen.getByLabelText('Reason Code')).getAllByRole('option').map((o) => o.textContent);
    expect(reasons).toEqual(['Select a reason code', 'Advance payment for repair work', 'Modernization project deposit']);
    expect(screen.getByLabelText('Document Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment Note')).toBeInTheDocument();
    expect(screen.getByText('Deposit Total')).toBeInTheDocument();
  });

  it('says when the company takes no deposits', async () => {
    await open({ rules: COMPANY_1100, company: '1100' });
    expect(await screen.findByText('Deposits are not available for this account.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New Deposit' })).not.toBeInTheDocument();
  });

  it('checks the amount with the words of docs/product/deposits.md', async () => {
    await open();
    await panelReady();
    await userEvent.click(amount());
    await userEvent.tab();
    expect(await screen.findByText('Amount is required.')).toBeInTheDocument();
    await userEvent.type(amount(), 'abc');
    expect(await screen.findByText('Amount is not a valid number.')).toBeInTheDocument();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '0.99');
    expect(await screen.findByText('Amount must be 1 or greater than 1.')).toBeInTheDocument();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '1');
    await waitFor(() => expect(screen.queryByText(/^Amount (is|must)/)).not.toBeInTheDocument());
    expect(screen.getByTestId('total')).toHaveTextContent('$1.00');
    expect(screen.getByTestId('pay-total')).toHaveTextContent('$1.00');
  });

  it('checks the Pay click: amount, method, CVV, reason, description', async () => {
    const api = await open({ cards: [MC_4444, ECHECK_6789] });
    const select = await panelReady();
    await pay();
    expect(payError()).toBe('Amount is required.');
    await userEvent.type(amount(), '250');
    await pay();
    expect(payError()).toBe('Card not selected.');
    await userEvent.selectOptions(select, 'Master Card ending with *4444');
    await pay();
    expect(payError()).toBe('CVV Is Required.');
    await userEvent.selectOptions(select, 'eCheck ending with *6789');
    await pay();
    expect(payError()).toBe('Reason is required.');
    expect(screen.getAllByText('Reason is required.')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Reason Code'), 'Modernization project deposit');
    // Both messages go as soon as a reason is chosen, before the field loses the focus.
    await waitFor(() => expect(screen.queryByText('Reason is required.')).not.toBeInTheDocument());
    await pay();
    expect(payError()).toBe('Reason description required.');
    expect(api.calls('/customer/makedeposit')).toHaveLength(0);
  });

  it('sends makedeposit with an Idempotency-Key and shows the status page', async () => {
    const api = await open({ cards: [VISA_1111] });
    await panelReady();
    await userEvent.type(amount(), '250.50');
    await userEvent.selectOptions(screen.getByLabelText('Reason Code'), 'Advance payment for repair work');
    await userEvent.type(screen.getByLabelText('Document Number'), 'WO-778');
    await userEvent.type(screen.getByLabelText('Payment Note'), 'Cab refit');
    await userEvent.type(screen.getByLabelText('CVV'), '1234');
    await pay();
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    const [call] = api.calls('/customer/makedeposit');
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = call!.body as DepositRequest;
    expect(body.payer_data).toEqual({ customer_number: '100100', company_code: '1000' });
    expect(body.payment_detail).toMatchObject({ payment_card_token: VISA_1111.payment_card_token, card_validation_code: '1234' });
    expect(body.deposit_detail).toEqual({
      amount_to_process: 250.5,
      currency_key: 'USD',
      reason_code: '20',
      reference_number: 'WO-778',
      comment: 'Cab refit',
    });
    expect(useLastPaymentStore.getState().last).toMatchObject({ kind: 'deposit', totalCents: 25_050 });
  });

  it('disables Pay without CanMakePayment (docs/product/deposits.md)', async () => {
    await open({ permissions: ['CanManagePaymentMethods'] });
    await panelReady();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('enables Pay for staff (CanImpersonate) while impersonating, and asks for the impersonated customer (docs/product/users-and-admin.md#permissions)', async () => {
    const api = await open({ permissions: ['CanImpersonate'], impersonatedUserId: 31 });
    await panelReady();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(api.calls('/customer/customizing')[0]!.params).toEqual({ userid: 31 });
    expect(api.calls('/customer/payer')[0]!.params).toEqual({ userid: 31 });
  });
});
