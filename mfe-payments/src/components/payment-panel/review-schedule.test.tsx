import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, SCHEDULE_DATE_TEXTS } from 'shared/payments';
import { toMethodOptions } from '../../lib/payment-method';
import { ECHECK_6789, VISA_1111 } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { localToday } from '../schedule-date-field';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel';

const REVIEW = { totalCents: 9_000, heading: 'Invoices (1)', lines: [{ key: 'a', label: '90001001', cents: 9_000 }] };
const today = localToday();
const due = addDays(today, 10);

function renderPanel(methods = toMethodOptions([{ ...ECHECK_6789, default: 'X' }], [])) {
  const onPay = jest.fn(async () => null);
  const onSchedule = jest.fn<Promise<string | null>, Parameters<NonNullable<PaymentPanelProps['schedule']>['onSchedule']>>(async () => null);
  renderAt(
    <PaymentPanel
      mode="invoice"
      currency="USD"
      totals={{ totalCents: 9_000, payCents: 9_000, overpayingCents: 0 }}
      overpaymentAllowed={false}
      methods={methods}
      needsCvv={(m) => m?.card.payment_card_type !== 'EC'}
      canPay
      onCheck={() => null}
      review={() => REVIEW}
      onPay={onPay}
      schedule={{ earliestDue: due, unavailable: (m) => (m?.card.payment_card_type === 'EC' ? null : SCHEDULE_DATE_TEXTS.cvvNeeded), onSchedule }}
      manager={<p>manager</p>}
    />,
  );
  return { onPay, onSchedule };
}

const openReview = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
  return screen.findByRole('dialog', { name: 'Review your payment' });
};
const setDay = (day: string) => fireEvent.change(screen.getByTestId('schedule-date'), { target: { value: day } });

describe('the review step: Pay now or Pay on a date (docs/product/scheduled-payments.md)', () => {
  it('pays now by default', async () => {
    const { onPay, onSchedule } = renderPanel();
    const review = await openReview();
    expect(within(review).getByRole('button', { name: 'Pay now' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(review).getByRole('button', { name: 'Pay $90.00' }));
    expect(onPay).toHaveBeenCalled();
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it('schedules on a day after today and up to the due date, limited by the picker', async () => {
    const { onPay, onSchedule } = renderPanel();
    const review = await openReview();
    await userEvent.click(within(review).getByRole('button', { name: 'Pay on a date' }));
    const input = screen.getByTestId('schedule-date');
    expect(input).toHaveAttribute('min', addDays(today, 1));
    expect(input).toHaveAttribute('max', addDays(today, 60));
    setDay(today);
    expect(within(review).getByText(SCHEDULE_DATE_TEXTS.notAfterToday)).toBeInTheDocument();
    setDay(addDays(today, 61));
    expect(within(review).getByText(SCHEDULE_DATE_TEXTS.tooFar)).toBeInTheDocument();
    const day = addDays(today, 5);
    setDay(day);
    const button = within(review).getByRole('button', { name: `Schedule $90.00 for ${day}` });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onSchedule).toHaveBeenCalledWith(expect.objectContaining({ method: expect.objectContaining({ card: expect.objectContaining({ payment_card_token: ECHECK_6789.payment_card_token }) }), cvv: '' }), {
      day,
      confirmLate: false,
    });
    expect(onPay).not.toHaveBeenCalled();
  });

  it('asks the customer to confirm a day after the earliest due date', async () => {
    const { onSchedule } = renderPanel();
    const review = await openReview();
    await userEvent.click(within(review).getByRole('button', { name: 'Pay on a date' }));
    const day = addDays(due, 1);
    setDay(day);
    const button = within(review).getByRole('button', { name: `Schedule $90.00 for ${day}` });
    expect(button).toBeDisabled();
    await userEvent.click(within(review).getByLabelText(/Pay after the due date/));
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onSchedule).toHaveBeenCalledWith(expect.anything(), { day, confirmLate: true });
  });

  it('offers no date for a card that needs a CVV, and says why', async () => {
    renderPanel(toMethodOptions([VISA_1111], []));
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    const review = await openReview();
    expect(within(review).getByRole('button', { name: 'Pay on a date' })).toBeDisabled();
    expect(within(review).getByTestId('schedule-unavailable')).toHaveTextContent(SCHEDULE_DATE_TEXTS.cvvNeeded);
  });

  it('shows the server refusal by the Pay button', async () => {
    const { onSchedule } = renderPanel();
    onSchedule.mockResolvedValue('The date is after the earliest due date of the selected documents. Confirm to pay late.');
    const review = await openReview();
    await userEvent.click(within(review).getByRole('button', { name: 'Pay on a date' }));
    setDay(addDays(today, 3));
    await userEvent.click(within(review).getByRole('button', { name: /^Schedule/ }));
    expect(await screen.findByTestId('pay-error')).toHaveTextContent('Confirm to pay late.');
  });
});
