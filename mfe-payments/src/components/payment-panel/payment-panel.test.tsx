import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toMethodOptions } from '../../lib/payment-method';
import { ECHECK_6789, MC_4444, VISA_1111 } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel';

// A payment slower than this says it still waits for the bank; seconds in the browser, not here.
jest.mock('../../config/paths', () => ({ ...jest.requireActual('../../config/paths'), STILL_WAITING_AFTER_MS: 200 }));

const REVIEW = {
  totalCents: 9_000,
  heading: 'Invoices (2)',
  lines: [
    { key: 'a', label: '90001001', cents: 5_000 },
    { key: 'b', label: '90001002', cents: 4_000 },
  ],
};

function renderPanel(props: Partial<PaymentPanelProps> = {}) {
  const onPay = jest.fn<Promise<string | null>, Parameters<PaymentPanelProps['onPay']>>(async () => null);
  const onCheck = jest.fn<string | null, Parameters<PaymentPanelProps['onCheck']>>(() => null);
  renderAt(
    <PaymentPanel
      mode="invoice"
      currency="USD"
      totals={{ totalCents: 10_000, payCents: 9_000, overpayingCents: 0 }}
      overpaymentAllowed={false}
      methods={toMethodOptions([VISA_1111, ECHECK_6789], [])}
      needsCvv={(m) => m?.card.payment_card_type !== 'EC'}
      canPay
      onCheck={onCheck}
      review={() => REVIEW}
      onPay={onPay}
      manager={<p>manager goes here</p>}
      {...props}
    />,
  );
  return { onPay: (props.onPay as typeof onPay | undefined) ?? onPay, onCheck: (props.onCheck as typeof onCheck | undefined) ?? onCheck };
}

describe('PaymentPanel', () => {
  it('hands the chosen method and CVV to the checks, and shows what they answer; nothing is sent', async () => {
    const { onPay, onCheck } = renderPanel();
    onCheck.mockReturnValue('Invalid CVV number.');
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCheck).toHaveBeenCalledWith({ method: expect.objectContaining({ card: VISA_1111 }), cvv: '12' }, true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid CVV number.');
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription('Invalid CVV number.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it("drops a check's message once its cause is fixed", async () => {
    const { onCheck } = renderPanel({
      onCheck: jest.fn(({ cvv }) => (cvv.length >= 3 ? null : 'Invalid CVV number.')),
    });
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid CVV number.');
    await userEvent.type(screen.getByLabelText('CVV'), '3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onCheck).toHaveBeenLastCalledWith({ method: expect.anything(), cvv: '123' }, false);
  });

  it('reviews before charging: the amount, the method and every line; Pay names the amount', async () => {
    const { onPay } = renderPanel();
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const review = await screen.findByRole('dialog', { name: 'Review your payment' });
    expect(onPay).not.toHaveBeenCalled();
    expect(within(review).getByTestId('review-amount')).toHaveTextContent('$90.00');
    expect(within(review).getByTestId('review-method')).toHaveTextContent('Visa ending with *1111 (Default)');
    const lines = within(within(review).getByRole('region', { name: 'Invoices (2)' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['90001001$50.00', '90001002$40.00']);
    await userEvent.click(within(review).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onPay).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $90.00' }));
    expect(onPay).toHaveBeenCalledWith({ method: expect.objectContaining({ card: VISA_1111 }), cvv: '123' }, expect.any(Function));
  });

  it('sends no CVV for an eCheck, and nothing selected as null', async () => {
    const { onCheck } = renderPanel();
    await userEvent.type(screen.getByLabelText('CVV'), '999');
    await userEvent.selectOptions(screen.getByLabelText('Pay With'), 'eCheck ending with *6789');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCheck).toHaveBeenLastCalledWith({ method: expect.objectContaining({ card: ECHECK_6789 }), cvv: '' }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.selectOptions(screen.getByLabelText('Pay With'), 'Select a payment method');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // No method yet: the CVV field stays (only an eCheck hides it), and the page says 'Card not selected.'.
    expect(onCheck).toHaveBeenLastCalledWith({ method: null, cvv: '999' }, true);
  });

  it('starts one payment for a double click, shows progress meanwhile, and what went wrong after', async () => {
    let release: (v: string | null) => void = () => {};
    const onPay = jest.fn(() => new Promise<string | null>((r) => (release = r)));
    renderPanel({ onPay });
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const button = await screen.findByRole('button', { name: 'Pay $90.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onPay).toHaveBeenCalledTimes(1);
    const busy = await screen.findByRole('button', { name: /Paying \$90\.00/ });
    expect(busy).toBeDisabled();
    expect(within(busy).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release('Credit Card not approved. You were not charged.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Credit Card not approved. You were not charged.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it("says it is still waiting for the bank when a payment takes a while (docs/product/checkout-and-payments.md#review)", async () => {
    let release: (v: string | null) => void = () => {};
    renderPanel({ onPay: jest.fn(() => new Promise<string | null>((r) => (release = r))) });
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $90.00' }));
    expect(screen.queryByTestId('still-waiting')).not.toBeInTheDocument();
    expect(await screen.findByTestId('still-waiting')).toHaveTextContent("Still waiting for the bank… don't close this page.");
    release('Declined');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Pay disabled without the right to pay', () => {
    renderPanel({ canPay: false });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    // A view-only user is told why.
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription(/^You can view this page\. Paying needs the payment permission/);
  });

  it("says when the payer's methods could not be loaded", () => {
    renderPanel({ methods: [], methodsError: true });
    expect(screen.getByText('Error getting payer details from API.')).toBeInTheDocument();
  });

  it('reads Deposit Total and shows no overpayment in deposit mode', () => {
    renderPanel({ mode: 'deposit', overpaymentAllowed: true, methods: toMethodOptions([MC_4444], []) });
    expect(screen.getByText('Deposit Total')).toBeInTheDocument();
    expect(screen.queryByText('Overpaying')).not.toBeInTheDocument();
    expect(screen.queryByTestId('overpayment-note')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pay With')).toHaveDisplayValue('Select a payment method');
  });
});
