import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { useSessionStore } from 'shared';
import { ok } from 'shared/testing';
import { useLastPaymentStore } from '../features/payments/stores/last-payment';
import { location, openCheckout, panelReady, payAndConfirm } from '../testing/checkout';
import { ECHECK_6789, invoice, paymentResponse } from '../testing/fixtures';

// Whole pay clicks through the review, typed as a person would: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

jest.mock('../config/paths', () => ({
  ...jest.requireActual('../config/paths'),
  PAYMENT_RETRY_DELAYS_MS: [10],
  PAYMENT_CHECK_DELAYS_MS: [0, 10, 10],
}));

const UNKNOWN = { status: 502, data: { statusCode: 502, message: 'Error when making payment.', reason: 'payment_outcome_unknown' } };
const NOT_MADE = {
  status: 502,
  data: { statusCode: 502, message: 'The payment was not made: nothing was charged. Please try again.', reason: 'payment_not_made' },
};

beforeEach(() => {
  useSessionStore.getState().clear();
  useLastPaymentStore.setState({ last: null });
});

async function payWithECheck(answers: (n: number) => ReturnType<NonNullable<Parameters<typeof openCheckout>[0]['pay']>>) {
  let n = 0;
  const api = await openCheckout({ documents: [invoice(1, 100)], cards: [ECHECK_6789], pay: () => answers(++n) });
  const select = await panelReady();
  await userEvent.selectOptions(select, 'eCheck ending with *6789');
  await payAndConfirm();
  return api;
}

const keysOf = (api: Awaited<ReturnType<typeof openCheckout>>) => api.calls('/invoice/payments').map((c) => c.headers['Idempotency-Key']);

/** docs/architecture/payments.md#the-page: a lost or unknown answer is settled by asking again with the same key. */
describe('a payment whose answer is lost or unknown', () => {
  it('asks again with the same key and, when it went through, says the customer was charged, on the status page', async () => {
    const api = await payWithECheck((n) => (n === 1 ? UNKNOWN : ok(paymentResponse([{ doc: '1400001001', type: 'S', message: 'Posted' }]))));
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    expect(screen.getByTestId('payment-checked')).toHaveTextContent('We checked: your payment went through. You were charged once.');
    expect(useLastPaymentStore.getState().last).toMatchObject({ checked: true });
    const keys = keysOf(api);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a network failure too', async () => {
    const api = await payWithECheck((n) => (n === 1 ? Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)) : ok(paymentResponse([{ doc: '1400001001', type: 'S', message: 'Posted' }]))));
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    expect(screen.getByTestId('payment-checked')).toHaveTextContent('You were charged once.');
    expect(new Set(keysOf(api)).size).toBe(1);
  });

  it('says plainly that nothing was charged when the check finds no charge, and stays on checkout', async () => {
    const api = await payWithECheck((n) => (n === 1 ? UNKNOWN : NOT_MADE));
    const alert = await screen.findByTestId('pay-error');
    expect(alert).toHaveTextContent('The payment was not made: nothing was charged. Please try again.');
    expect(alert).not.toHaveTextContent('Error when making payment.');
    expect(location()).toBe('/invoices/pay');
    expect(new Set(keysOf(api)).size).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows that it is checking while it asks', async () => {
    let answer: (reply: unknown) => void = () => {};
    await payWithECheck((n) => (n === 1 ? UNKNOWN : new Promise((resolve) => (answer = resolve)) as never));
    const review = await screen.findByRole('dialog');
    expect(await within(review).findByText('The answer to your payment did not arrive. Checking whether it went through…')).toBeInTheDocument();
    answer(NOT_MADE);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
