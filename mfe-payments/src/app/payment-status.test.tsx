import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelectionStore, useSessionStore, type PaymentResponse } from 'shared';
import { signIn } from 'shared/testing';
import { useLastPaymentStore } from '../features/payments/stores/last-payment';
import type { LastPayment } from '../features/payments/types/last-payment';
import { location } from '../testing/checkout';
import { invoice, paymentResponse, select } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import PaymentsRoutes from './routes';

function showStatus(response: PaymentResponse, extra: Partial<LastPayment> = {}) {
  useLastPaymentStore.setState({
    last: { id: 'k1', kind: 'payment', response, currency: 'USD', amountCents: { '1400001002': 4_000 }, totalCents: 14_000, selectionCompleted: false, ...extra },
  });
  return renderAt(<PaymentsRoutes />, '/invoices/payment-status');
}

const selection = () => useSelectionStore.getState();

beforeEach(() => {
  useSessionStore.getState().clear();
  useLastPaymentStore.setState({ last: null });
  signIn();
  select(invoice(1, 100), invoice(2, 40));
});
afterEach(() => jest.restoreAllMocks());

describe('payment status page (docs/product/checkout-and-payments.md Payment)', () => {
  it('shows the green alert and the amounts paid when the first line is S, and completes the selection', async () => {
    showStatus(
      paymentResponse([
        { doc: '1400001001', type: 'S', message: 'Payment of 100.00 USD posted', amount: 100 },
        { doc: '1400001002', type: 'S', message: 'Payment of 40.00 USD posted' },
      ]),
    );
    // The headline names what happened; the ERP's lines stay below.
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(/^Paid \$140\.00 for 2 invoices$/);
    expect(screen.getByTestId('payment-outcome')).toHaveClass('MuiAlert-filledSuccess');
    expect(screen.queryByTestId('paid-by')).not.toBeInTheDocument();
    // The second payed line has no amount: the amount sent for its document counts.
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('$140.00');
    expect(screen.getAllByTestId('status-line').map((l) => l.textContent)).toEqual([
      '1400001001Payment of 100.00 USD posted$100.00AUTH-1',
      '1400001002Payment of 40.00 USD posted$40.00AUTH-2',
    ]);
    await waitFor(() => expect(selection().selected).toEqual({}));
    expect(selection().completed).toHaveLength(2);
    expect(selection().refreshCounter).toBe(1);
    expect(useLastPaymentStore.getState().last?.selectionCompleted).toBe(true);
    expect(screen.getByRole('link', { name: 'Back To List' })).toHaveAttribute('href', '/invoices');
  });

  it('shows the red alert and no paid amount when the first line is not S, but completes if any line is', async () => {
    showStatus(
      paymentResponse([
        { doc: '1400001001', type: 'E', message: 'Card declined' },
        { doc: '1400001002', type: 'S', message: 'Posted', amount: 40 },
      ]),
    );
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('Card declined');
    expect(screen.getByTestId('payment-outcome')).toHaveClass('MuiAlert-filledError');
    expect(screen.getByTestId('amount-paid')).toBeEmptyDOMElement();
    expect(screen.getAllByTestId('status-line').map((l) => l.textContent)).toEqual([
      '1400001001Card declined',
      '1400001002PostedAUTH-2',
    ]);
    await waitFor(() => expect(selection().refreshCounter).toBe(1));
  });

  it('heads a payment of which some lines failed, and a deposit, with what happened', () => {
    const { unmount } = showStatus(
      paymentResponse([
        { doc: '1400001001', type: 'S', message: 'Posted', amount: 100 },
        { doc: '1400001002', type: 'E', message: 'Document locked' },
      ]),
    );
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(/^Paid \$100\.00 for 1 of 2 invoices$/);
    unmount();
    showStatus(paymentResponse([{ doc: '1400009999', type: 'S', message: 'Deposit posted' }]), {
      kind: 'deposit',
      totalCents: 25_000,
      receipt: { kind: 'deposit', account: '200100', companyCode: '1000', method: 'Visa ending with *1111', currency: 'USD', documents: [] },
    });
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(/^Deposited \$250\.00 to account 200100$/);
  });

  it('says who paid when staff paid on the customer\'s behalf', () => {
    signIn({ permissions: ['CanImpersonate'], impersonatedUserId: 12 });
    showStatus(paymentResponse([{ doc: '1400001001', type: 'S', message: 'Posted', amount: 100 }]), { paidBy: 'Sam Staff' });
    expect(screen.getByTestId('paid-by')).toHaveTextContent('Paid by Sam Staff on your behalf.');
  });

  it('keeps the selection when no line succeeded', async () => {
    showStatus(paymentResponse([{ doc: '1400001001', type: 'E', message: 'Card declined' }]));
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('Card declined');
    // Nothing went through: the page says nothing was charged.
    expect(screen.getByTestId('not-charged')).toHaveTextContent('You were not charged.');
    await new Promise((r) => setTimeout(r, 20));
    expect(Object.keys(selection().selected)).toHaveLength(2);
    expect(selection().refreshCounter).toBe(0);
  });

  it('does not touch the invoice selection after a deposit, nor twice after a reload', async () => {
    showStatus(paymentResponse([{ doc: '1400009999', type: 'S', message: 'Deposit posted' }]), { kind: 'deposit', totalCents: 25_000 });
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('$250.00');
    await new Promise((r) => setTimeout(r, 20));
    expect(selection().refreshCounter).toBe(0);
  });

  it('does not complete a payment twice when the page is shown again', async () => {
    showStatus(paymentResponse([{ doc: '1400001001', type: 'S', message: 'Posted', amount: 100 }]), { selectionCompleted: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(Object.keys(selection().selected)).toHaveLength(2);
  });

  it('keeps the answer in sessionStorage for a reload', () => {
    useLastPaymentStore.getState().record({
      id: 'k9', kind: 'payment', response: paymentResponse([]), currency: 'USD', amountCents: {}, totalCents: 0, selectionCompleted: false,
    });
    expect(JSON.parse(sessionStorage.getItem('mfe-payments-last-payment')!).state.last.id).toBe('k9');
  });

  it('prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    showStatus(paymentResponse([{ doc: '1400001001', type: 'S', message: 'Posted', amount: 100 }]));
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('shows a receipt a customer can file: when, payer and account, method, billing numbers, amounts and what stays open', () => {
    const receipt = {
      kind: 'payment' as const,
      account: '100100',
      companyCode: '1000',
      method: 'Visa ending with *1111',
      currency: 'USD',
      documents: [
        { billingNumber: '90001001', financeNumber: '1400001001', currency: 'USD', openCents: 125_050, sentCents: 100_000 },
        { billingNumber: '90001002', financeNumber: '1400001002', currency: 'USD', openCents: 4_000, sentCents: 4_000 },
      ],
    };
    showStatus(
      paymentResponse([
        { doc: '1400001001', type: 'S', message: 'Posted' },
        { doc: '1400001002', type: 'S', message: 'Posted' },
      ]),
      { receipt, at: '2026-11-25T14:05:00.000Z', amountCents: { '1400001001': 100_000, '1400001002': 4_000 }, totalCents: 104_000 },
    );
    expect(screen.getByTestId('paid-at')).toHaveTextContent(/^11\/25\/2026 \d\d:05/);
    expect(screen.getByTestId('payer')).toHaveTextContent('Harborview Tower Management LLC');
    expect(screen.getByTestId('account')).toHaveTextContent('100100');
    expect(screen.getByTestId('method')).toHaveTextContent('Visa ending with *1111');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('$1,040.00');
    expect(screen.getByTestId('remaining-balance')).toHaveTextContent('$250.50');
    expect(screen.getAllByTestId('status-line').map((l) => l.textContent)).toEqual([
      '90001001Posted$1,000.00$250.50AUTH-1',
      '90001002Posted$40.00$0.00AUTH-2',
    ]);
    expect(screen.queryByText('1400001001')).not.toBeInTheDocument();
  });

  it('says so when there is no payment to show', () => {
    renderAt(<PaymentsRoutes />, '/invoices/payment-status');
    expect(screen.getByText('There is no payment to show.')).toBeInTheDocument();
  });

  it('shows its own error text when it cannot render', () => {
    // React and the boundary log the caught error; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    showStatus({ status: undefined } as unknown as PaymentResponse);
    expect(
      screen.getByText('There was an error showing you the payment status page. Your payment may have still processed.'),
    ).toBeInTheDocument();
  });

  it('needs CanMakePayment, or CanImpersonate while impersonating', async () => {
    signIn({ permissions: [] });
    const { unmount } = showStatus(paymentResponse([{ doc: '1', type: 'S', message: 'Posted' }]));
    await waitFor(() => expect(location()).toBe('/invoices'));
    unmount();
    signIn({ permissions: ['CanImpersonate'], impersonatedUserId: 12 });
    showStatus(paymentResponse([{ doc: '1', type: 'S', message: 'Posted' }]));
    expect(location()).toBe('/invoices/payment-status');
  });
});
