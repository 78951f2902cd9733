import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type PaymentCardsRequest, type PaymentRequest } from 'shared';
import { ok } from 'shared/testing';
import { useSessionMethodsStore } from '../features/payment-methods/stores/session-methods';
import { useLastPaymentStore } from '../features/payments/stores/last-payment';
import { location, panelReady, payAndConfirm } from '../testing/checkout';
import { ECHECK_6789, VISA_1111, account, invoice } from '../testing/fixtures';
import { openPaymentMethods } from '../testing/payment-methods';

// Whole pay clicks through the review, typed as a person would: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

// No pause between keystrokes: these tests type whole card numbers.
const user = userEvent.setup({ delay: null });

const dialog = () => screen.getByRole('dialog');
const inDialog = (label: string) => within(dialog()).getByLabelText(label);
const manager = () => screen.getByRole('region', { name: 'Manage Payment Methods' });
const payWith = () => within(screen.getByLabelText('Pay With')).getAllByRole('option').map((o) => o.textContent);
const pay = () => payAndConfirm(user);
const SESSION_MC = 'Master Card ending with *4444 (Session)';
/** The session card's Edit and Delete are named after the card alone; '(Session)' is their description. */
const SESSION_NAME = 'Master Card ending with *4444';

async function openCheckout(o: Parameters<typeof openPaymentMethods>[0] = {}) {
  const fakes = openPaymentMethods({ path: '/invoices/pay', documents: [invoice(1, 100)], ...o });
  await panelReady();
  await user.click(screen.getByRole('button', { name: 'Manage Payment Methods' }));
  return fakes;
}

async function addMasterCard(saveOnFile = false) {
  await user.click(within(manager()).getByRole('button', { name: 'Add Card' }));
  await user.selectOptions(inDialog('Card Type'), 'Master Card');
  await user.type(inDialog('Name on Card'), 'Marcus Ortega');
  await user.type(inDialog('Card Number'), '5555555555554444');
  await user.selectOptions(inDialog('Month'), '03');
  await user.selectOptions(inDialog('Year'), '2031');
  await user.type(inDialog('CVV'), '321');
  if (saveOnFile) {
    await user.click(inDialog('Save On File'));
    await user.click(inDialog('Set as default'));
  }
  await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  useSessionStore.getState().clear();
  useSessionMethodsStore.getState().clear();
  useLastPaymentStore.setState({ last: null });
});
afterEach(() => jest.restoreAllMocks());

describe('unsaved (session) methods in the payment panel (docs/product/checkout-and-payments.md)', () => {
  it("keeps a card not saved on file for the session, marked '(Session)' and selected in 'Pay With'", async () => {
    const { api } = await openCheckout();
    await user.click(within(manager()).getByRole('button', { name: 'Add Card' }));
    expect(within(dialog()).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(inDialog('Save On File')).not.toBeChecked();
    // 'Set as default' only when saving.
    expect(within(dialog()).queryByLabelText('Set as default')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    await addMasterCard();
    expect(api.calls('/customer/payment_cards')).toHaveLength(0);
    expect(within(manager()).getByRole('status')).toHaveTextContent('Added for this session: Master Card ending with *4444.');
    expect(within(manager()).getByText(SESSION_MC)).toBeInTheDocument();
    // Under My Cards it says in words that it is kept for this visit only.
    expect(within(within(manager()).getByRole('list', { name: 'My Cards' })).getByTestId('for-this-visit')).toHaveTextContent(/^for this visit only$/);
    expect(payWith()).toEqual(['Select a payment method', 'Visa ending with *1111 (Default)', 'eCheck ending with *6789', SESSION_MC]);
    expect(screen.getByLabelText('Pay With')).toHaveDisplayValue(SESSION_MC);
    expect(useSessionMethodsStore.getState().byAccount['100100']).toEqual([
      expect.objectContaining({ payment_card_token: 'tok_mc_abcdef012345_4444', is_session: true, valid_to: '03-31-2031' }),
    ]);
    // Kept in sessionStorage (a reload keeps it), and never with the number.
    const stored = sessionStorage.getItem('mfe-payments-session-methods') ?? '';
    expect(stored).toContain('tok_mc_abcdef012345_4444');
    expect(stored).not.toContain('5555555555554444');
  });

  it('saves on file from the panel with the default when asked, and selects the saved method', async () => {
    const { api } = await openCheckout();
    await addMasterCard(true);
    expect(api.calls('/customer/payment_cards')[0]!.body).toMatchObject({ action: '01', payment_cards: [{ token: 'tok_mc_abcdef012345_4444', default: 'X' }] });
    await waitFor(() => expect(screen.getByLabelText('Pay With')).toHaveDisplayValue('Master Card ending with *4444 (Default)'));
    expect(useSessionMethodsStore.getState().byAccount).toEqual({});
  });

  it('authorizes an unsaved card (04) before paying with it', async () => {
    const { api } = await openCheckout();
    await addMasterCard();
    await user.type(screen.getByLabelText('CVV'), '321');
    await pay();
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    const urls = api.seen.map((s) => s.url).filter((u) => u === '/customer/payment_cards' || u === '/invoice/payments');
    expect(urls).toEqual(['/customer/payment_cards', '/invoice/payments']);
    expect(api.calls('/customer/payment_cards')[0]!.body).toMatchObject({
      action: '04',
      payer_data: { customer_number: '100100', company_code: '1000' },
      payment_cards: [{ token: 'tok_mc_abcdef012345_4444', type: 'MC', card_validation_code: '321' }],
    });
    const body = api.calls('/invoice/payments')[0]!.body as PaymentRequest;
    expect(body.payment_detail).toMatchObject({ payment_card_token: 'tok_mc_abcdef012345_4444', valid_to: '03-31-2031' });
  });

  it("says 'Credit Card not approved.' and sends no payment when the card is declined", async () => {
    const { api } = await openCheckout({
      paymentCards: (body: PaymentCardsRequest) =>
        ok({ status: body.action === '04' ? { message_type: 'E', message_line_string: 'Card not approved' } : { message_type: 'S', message_line_string: '' } }),
    });
    await addMasterCard();
    await user.type(screen.getByLabelText('CVV'), '321');
    await pay();
    expect(await screen.findByTestId('pay-error')).toHaveTextContent('Credit Card not approved.');
    expect(api.calls('/invoice/payments')).toHaveLength(0);
    // Declined: not kept for the session, and nothing is picked in its place.
    expect(useSessionMethodsStore.getState().byAccount['100100']).toEqual([]);
    expect(payWith()).not.toContain(SESSION_MC);
    expect(screen.getByLabelText('Pay With')).toHaveDisplayValue('Select a payment method');
  });

  it('pays with a saved card without asking 04', async () => {
    const { api } = await openCheckout();
    await user.type(screen.getByLabelText('CVV'), '123');
    await pay();
    await waitFor(() => expect(location()).toBe('/invoices/payment-status'));
    expect(api.calls('/customer/payment_cards')).toHaveLength(0);
  });

  it('edits and deletes an unsaved method in the session only', async () => {
    const { api } = await openCheckout();
    await addMasterCard();
    await user.click(within(manager()).getByRole('button', { name: `Edit ${SESSION_NAME}` }));
    expect(within(dialog()).getByRole('button', { name: 'Update Card' })).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Save On File')).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Set as default')).not.toBeInTheDocument();
    await user.clear(inDialog('Name on Card'));
    await user.type(inDialog('Name on Card'), 'M. Ortega');
    await user.selectOptions(inDialog('Year'), '2032');
    await user.click(within(dialog()).getByRole('button', { name: 'Update Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(manager()).getByText('M. Ortega')).toBeInTheDocument();
    expect(useSessionMethodsStore.getState().byAccount['100100']![0]).toMatchObject({ payment_card_name: 'M. Ortega', valid_to: '03-31-2032' });

    await user.click(within(manager()).getByRole('button', { name: `Delete ${SESSION_NAME}` }));
    await user.click(within(dialog()).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(within(manager()).queryByText(SESSION_MC)).not.toBeInTheDocument());
    expect(payWith()).not.toContain(SESSION_MC);
    expect(api.calls('/customer/payment_cards')).toHaveLength(0);
  });

  it('holds session methods per payer account', async () => {
    await openCheckout();
    await addMasterCard();
    const other = account('100200', '1100', 'Lakeside Medical Center');
    act(() => useSessionStore.setState((s) => ({ payers: [...s.payers, other], selectedAccount: '100200' })));
    await waitFor(() => expect(screen.getByLabelText('Pay With')).not.toHaveDisplayValue(SESSION_MC));
    await waitFor(() => expect(payWith()).toEqual(['Select a payment method', 'Visa ending with *1111 (Default)', 'eCheck ending with *6789']));
    act(() => useSessionStore.getState().selectAccount('100100'));
    await waitFor(() => expect(payWith()).toContain(SESSION_MC));
  });

  it('clears them at logout', async () => {
    await openCheckout();
    await addMasterCard();
    act(() => useSessionStore.getState().clear());
    expect(useSessionMethodsStore.getState().byAccount).toEqual({});
    expect(sessionStorage.getItem('mfe-payments-session-methods')).not.toContain('tok_mc');
  });

  it('without CanManagePaymentMethods: no Save On File, saved methods read-only, session methods still possible', async () => {
    await openCheckout({ permissions: ['CanMakePayment'], cards: [VISA_1111, ECHECK_6789] });
    expect(within(manager()).queryByRole('button', { name: /^Edit Visa/ })).not.toBeInTheDocument();
    expect(within(manager()).queryByRole('button', { name: /^Delete Visa/ })).not.toBeInTheDocument();
    await user.click(within(manager()).getByRole('button', { name: 'Add Card' }));
    expect(within(dialog()).queryByLabelText('Save On File')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await addMasterCard();
    expect(within(manager()).getByRole('button', { name: `Delete ${SESSION_NAME}` })).toBeInTheDocument();
  });
});

describe('deposits', () => {
  it('authorizes an unsaved card before the deposit too', async () => {
    const { api } = await openCheckout({
      path: '/deposits',
      documents: [],
      paymentCards: () => ok({ status: { message_type: 'E', message_line_string: 'Card not approved' } }),
    });
    await addMasterCard();
    await user.type(screen.getByLabelText('Amount (USD)'), '250');
    await user.selectOptions(screen.getByLabelText('Reason Code'), 'Advance payment for repair work');
    await user.type(screen.getByLabelText('CVV'), '321');
    await pay();
    // A decline says that nothing was charged (docs/product/deposits.md#deposit-pay-click).
    expect(await screen.findByTestId('pay-error')).toHaveTextContent(/^Credit Card not approved\.You were not charged\.$/);
    expect(api.calls('/customer/payment_cards')[0]!.body).toMatchObject({ action: '04' });
    expect(api.calls('/customer/makedeposit')).toHaveLength(0);
  });
});
