import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toMethodOptions } from '../../lib/payment-method';
import { ECHECK_6789, MC_4444, VISA_1111 } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel';

function renderPanel(props: Partial<PaymentPanelProps> = {}) {
  const onPay = jest.fn<Promise<string | null>, Parameters<PaymentPanelProps['onPay']>>(async () => null);
  renderAt(
    <PaymentPanel
      mode="invoice"
      currency="USD"
      totals={{ totalCents: 10_000, payCents: 9_000, overpayingCents: 0 }}
      overpaymentAllowed={false}
      methods={toMethodOptions([VISA_1111, ECHECK_6789], [])}
      needsCvv={(m) => m?.card.payment_card_type !== 'EC'}
      canPay
      onPay={onPay}
      manager={<p>manager goes here</p>}
      {...props}
    />,
  );
  return onPay;
}

describe('PaymentPanel', () => {
  it('hands the chosen method and CVV to the page, and shows what the page answers', async () => {
    const onPay = renderPanel();
    onPay.mockResolvedValueOnce('Invalid CVV number.');
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledWith({ method: expect.objectContaining({ card: VISA_1111 }), cvv: '12' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid CVV number.');
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription('Invalid CVV number.');
  });

  it('sends no CVV for an eCheck, and nothing selected as null', async () => {
    const onPay = renderPanel();
    await userEvent.type(screen.getByLabelText('CVV'), '999');
    await userEvent.selectOptions(screen.getByLabelText('Pay With'), 'eCheck ending with *6789');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenLastCalledWith({ method: expect.objectContaining({ card: ECHECK_6789 }), cvv: '' });
    await userEvent.selectOptions(screen.getByLabelText('Pay With'), 'Select a payment method');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // No method yet: the CVV field stays (only an eCheck hides it), and the page says 'Card not selected.'.
    expect(onPay).toHaveBeenLastCalledWith({ method: null, cvv: '999' });
  });

  it('starts one payment for a double click', async () => {
    let release: (v: string | null) => void = () => {};
    const onPay = jest.fn(() => new Promise<string | null>((r) => (release = r)));
    renderPanel({ onPay });
    const button = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    release(null);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('keeps Pay disabled without the right to pay', () => {
    renderPanel({ canPay: false });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
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
