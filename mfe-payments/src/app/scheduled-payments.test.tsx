import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useUiStore, type ScheduledPayment } from 'shared';
import { addDays } from 'shared/payments';
import { fakeApi, ok, refused, signIn, testAccount } from 'shared/testing';
import { localToday } from '../components/schedule-date-field';
import PaymentsRoutes from './routes';
import { renderAt } from '../testing/render';

const user = userEvent.setup({ delay: null });

const scheduled = (Id: string, extra: Partial<ScheduledPayment> = {}): ScheduledPayment => ({
  Id,
  ScheduledDate: '2026-12-10',
  State: 'scheduled',
  Account: '100100',
  CompanyCode: '1000',
  AmountCents: 10_000,
  Currency: 'USD',
  Method: 'eCheck ending with *6789',
  Documents: ['90001000'],
  Skipped: [],
  PaymentId: null,
  CreatedAt: '2026-11-26T10:00:00.000Z',
  MadeBy: null,
  ...extra,
});

function api(items: ScheduledPayment[]) {
  let current = items;
  return fakeApi({
    'GET /payments/history': () => ok({ Items: [], NextCursor: null }),
    'GET /payments/scheduled': () => ok({ Items: current }),
    'DELETE /payments/scheduled/7': () => {
      current = current.map((i) => (i.Id === '7' ? { ...i, State: 'cancelled' as const } : i));
      return ok(current[0]);
    },
    'PATCH /payments/scheduled/7': (body) => {
      current = current.map((i) => (i.Id === '7' ? { ...i, ScheduledDate: (body as { scheduled_date: string }).scheduled_date } : i));
      return ok(current[0]);
    },
    'PATCH /payments/scheduled/8': () => refused(409, 'This scheduled payment has already run or was cancelled.'),
  });
}

const lines = () => screen.getAllByTestId('scheduled-line');

beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
  signIn({ accounts: [testAccount('100100')] });
});

describe('/payments: scheduled payments (docs/product/scheduled-payments.md)', () => {
  it('lists them above the charges with their day, amount, method, documents and state; a failed one says what to do', async () => {
    api([
      scheduled('7', { MadeBy: 'Sam Staff' }),
      scheduled('6', { State: 'failed', ScheduledDate: '2026-11-20' }),
      scheduled('5', { State: 'charged', Skipped: ['90001001'] }),
    ]);
    renderAt(<PaymentsRoutes />, '/payments');
    expect(await screen.findByRole('heading', { name: 'Scheduled payments' })).toBeInTheDocument();
    expect(lines()).toHaveLength(3);
    expect(lines()[0]).toHaveTextContent('2026-12-10100100$100.00eCheck ending with *678990001000Scheduled');
    expect(lines()[0]).toHaveTextContent('Scheduled by Sam Staff for you');
    expect(within(lines()[1]!).getByRole('alert')).toHaveTextContent('Nothing was charged.');
    expect(lines()[2]).toHaveTextContent('Skipped, paid since: 90001001');
    // Only one that has not run can be cancelled or moved.
    expect(within(lines()[1]!).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(lines()[2]!).queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
  });

  it('shows nothing when there are none', async () => {
    api([]);
    renderAt(<PaymentsRoutes />, '/payments');
    await screen.findByTestId('history-empty');
    expect(screen.queryByRole('heading', { name: 'Scheduled payments' })).not.toBeInTheDocument();
  });

  it('cancels one', async () => {
    const calls = api([scheduled('7')]);
    renderAt(<PaymentsRoutes />, '/payments');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(calls.calls('DELETE /payments/scheduled/7')).toHaveLength(1));
    await waitFor(() => expect(lines()[0]).toHaveTextContent('Cancelled'));
    expect(useUiStore.getState().toasts.map((t) => t.message)).toContain('The scheduled payment is cancelled.');
  });

  it('moves one to another day within the limits', async () => {
    const calls = api([scheduled('7')]);
    renderAt(<PaymentsRoutes />, '/payments');
    await user.click(await screen.findByRole('button', { name: 'Change date' }));
    const input = screen.getByTestId('schedule-date');
    expect(input).toHaveAttribute('max', addDays(localToday(), 60));
    const day = addDays(localToday(), 7);
    fireEvent.change(input, { target: { value: day } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls('PATCH /payments/scheduled/7').at(-1)!.body).toEqual({ scheduled_date: day, confirmLateDate: false }));
    await waitFor(() => expect(lines()[0]).toHaveTextContent(day));
  });

  it("shows the server's words when it can no longer be moved", async () => {
    api([scheduled('8')]);
    renderAt(<PaymentsRoutes />, '/payments');
    await user.click(await screen.findByRole('button', { name: 'Change date' }));
    fireEvent.change(screen.getByTestId('schedule-date'), { target: { value: addDays(localToday(), 3) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => [t.severity, t.message])).toContainEqual(['error', 'This scheduled payment has already run or was cancelled.']),
    );
  });
});
