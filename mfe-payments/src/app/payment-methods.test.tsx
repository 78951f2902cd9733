import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared';
import { fakeApi, ok, signIn } from 'shared/testing';
import { useSessionMethodsStore } from '../features/payment-methods/stores/session-methods';
import { location } from '../testing/checkout';
import { COMPANY_1000, ECHECK_6789, MC_4444, VISA_1111, customizing, payer } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import PaymentsRoutes from './routes';
import { ACCESS_TOKEN, TOKENIZER_URL, openPaymentMethods } from '../testing/payment-methods';

// No pause between keystrokes: these tests type whole card numbers.
const user = userEvent.setup({ delay: null });

const dialog = () => screen.getByRole('dialog');
const inDialog = (label: string) => within(dialog()).getByLabelText(label);
const entries = () => within(screen.getByRole('list', { name: /My (Cards|eChecks)/ })).getAllByRole('listitem').map((li) => li.textContent);

async function fillCard(number = '4111 1111 1111 1111', type = 'Visa') {
  await user.selectOptions(inDialog('Card Type'), type);
  await user.type(inDialog('Name on Card'), 'Dana Whitfield');
  await user.type(inDialog('Card Number'), number);
  await user.selectOptions(inDialog('Month'), '09');
  await user.selectOptions(inDialog('Year'), '2030');
  await user.type(inDialog('CVV'), '123');
}

beforeEach(() => {
  useSessionStore.getState().clear();
  useSessionMethodsStore.getState().clear();
});
afterEach(() => jest.restoreAllMocks());

describe('/settings/payment-methods (docs/product/payment-methods.md Manage payment methods)', () => {
  it("shows tabs 'My Cards' and 'My eChecks' with the entries, the default marked", async () => {
    openPaymentMethods({ cards: [VISA_1111, MC_4444, ECHECK_6789] });
    expect(await screen.findByRole('heading', { name: 'Payment Methods' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'My Cards' });
    expect(screen.getByRole('tab', { name: 'My Cards' })).toHaveAttribute('aria-selected', 'true');
    // Each card with its expiry, so two cards ending alike can be told apart.
    expect(entries()).toEqual([
      'Visa ending with *1111 (Default)Dana WhitfieldExpires 09/2029EditDelete',
      'Master Card ending with *4444Marcus OrtegaExpires 03/2030EditDelete',
    ]);
    await user.click(screen.getByRole('tab', { name: 'My eChecks' }));
    expect(entries()).toEqual(['eCheck ending with *6789Harborview Tower Management LLCEditDelete']);
    expect(screen.getByRole('button', { name: 'Add Card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add eCheck' })).toBeInTheDocument();
    expect(screen.getByText('If you have multiple accounts, do not save your credit card information.')).toBeInTheDocument();
  });

  it('has no eChecks for company code 0020', async () => {
    // Even with EC in the company's list, 0020 takes no eChecks (docs/product/constants.md).
    openPaymentMethods({ company: '0020', primaryAcct: '300100', cards: [], customizing: { allowed_payment_methods: ['VISA', 'MC', 'AMEX', 'EC'] } });
    await screen.findByRole('tab', { name: 'My Cards' });
    expect(screen.queryByRole('tab', { name: 'My eChecks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add eCheck' })).not.toBeInTheDocument();
    expect(screen.getByText('No cards yet.')).toBeInTheDocument();
  });

  it('opens the instruction links of the configuration in a new tab', async () => {
    openPaymentMethods({
      customizing: { CcvideoUrl: 'https://help.test/card-video', CcpdfUrl: 'https://help.test/card.pdf', EcvideoUrl: 'https://help.test/ec-video', EcpdfUrl: '' },
    });
    const video = await screen.findByRole('link', { name: 'Card setup video (opens in a new tab)' });
    expect(video).toHaveAttribute('href', 'https://help.test/card-video');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Card setup instructions \(PDF\)/ })).toHaveAttribute('href', 'https://help.test/card.pdf');
    await user.click(screen.getByRole('tab', { name: 'My eChecks' }));
    expect(screen.getByRole('link', { name: /eCheck setup video/ })).toHaveAttribute('href', 'https://help.test/ec-video');
    expect(screen.queryByRole('link', { name: /eCheck setup instructions/ })).not.toBeInTheDocument();
  });

  it('sends others to their Account settings', async () => {
    openPaymentMethods({ permissions: ['CanMakePayment'] });
    await waitFor(() => expect(location()).toBe('/settings/profile'));
  });

  it('says what could not be loaded, and Retry loads the configuration and the methods again', async () => {
    signIn();
    let failing = true;
    const api = fakeApi({
      '/customer/customizing': () => (failing ? { status: 502, data: { message: 'ERP down' } } : ok(customizing('1000', COMPANY_1000))),
      '/customer/payer': () => (failing ? { status: 502, data: { message: 'ERP down' } } : ok(payer([VISA_1111]))),
    });
    renderAt(<PaymentsRoutes />, '/settings/payment-methods');
    const configuration = (await screen.findByText('Error getting configuration.')).closest('[role="alert"]') as HTMLElement;
    const methods = (await screen.findByText('Error getting payer details from API.')).closest('[role="alert"]') as HTMLElement;

    failing = false;
    await user.click(within(configuration).getByRole('button', { name: 'Retry' }));
    await user.click(within(methods).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'My Cards' });
    expect(entries()).toEqual(['Visa ending with *1111 (Default)Dana WhitfieldExpires 09/2029EditDelete']);
    expect(screen.queryByText('Error getting configuration.')).not.toBeInTheDocument();
    expect(screen.queryByText('Error getting payer details from API.')).not.toBeInTheDocument();
    expect(api.calls('/customer/customizing')).toHaveLength(2);
    expect(api.calls('/customer/payer')).toHaveLength(2);
  });
});

describe('adding a card (docs/product/payment-methods.md tokenization, docs/decisions.md#shape-of-the-system)', () => {
  it('tokenizes in the browser and saves on file: the number never goes to /api', async () => {
    const { api, tokenizer } = openPaymentMethods({ cards: [VISA_1111] });
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    expect(screen.getByRole('dialog', { name: 'Add Card' })).toBeInTheDocument();
    // Always saved here: no 'Save On File', 'Set as default' shown, the button says 'Save Card'.
    expect(within(dialog()).queryByLabelText('Save On File')).not.toBeInTheDocument();
    expect(inDialog('Set as default')).not.toBeChecked();
    await fillCard('5555 5555 5555 4444', 'Master Card');
    await user.click(inDialog('Set as default'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Card' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Saved on file: Master Card ending with *4444.');
    expect(await screen.findByText('Master Card ending with *4444 (Default)')).toBeInTheDocument();

    expect(api.calls('/tokenization/access_token')[0]!.body).toEqual({ action: '01', payment_method: 'CC', customer_number: '100100', company_code: '1000' });
    expect(tokenizer.calls).toHaveLength(1);
    expect(tokenizer.calls[0]).toEqual({
      url: TOKENIZER_URL,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ACCESS_TOKEN}` },
      credentials: 'omit',
      body: { card_number: '5555555555554444', card_type: 'MC', name: 'Dana Whitfield', exp_month: 9, exp_year: 2030, cvv: '123' },
    });
    expect(api.calls('/tokenization/response')[0]!.body).toEqual({ action: '02', access_token: ACCESS_TOKEN });
    expect(api.calls('/customer/payment_cards')[0]!.body).toEqual({
      payer_data: { customer_number: '100100', company_code: '1000' },
      action: '01',
      payment_cards: [
        { name: 'Dana Whitfield', token: 'tok_mc_abcdef012345_4444', type: 'MC', valid_from: '', valid_to: '09-30-2030', default: 'X' },
      ],
    });
    // docs/decisions.md#shape-of-the-system: no /api request carries the card number, nor the CVV.
    const sent = JSON.stringify(api.seen);
    expect(sent).not.toContain('5555555555554444');
    expect(sent).not.toContain('5555 5555');
    expect(sent).not.toContain('"123"');
    // The portal's bearer token never goes to the tokenizer.
    expect(JSON.stringify(tokenizer.calls)).not.toContain('Bearer token-1');
  });

  it("says 'Unable to save account details, please try again.' when the tokenizer declines", async () => {
    const { api } = openPaymentMethods({ tokenizer: () => ({ status: 200, body: { result: 'declined', token: null } }) });
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    await fillCard('4000 0000 0000 0002');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Card' }));
    expect(await within(dialog()).findByText('Unable to save account details, please try again.')).toBeInTheDocument();
    expect(api.calls('/tokenization/response')).toHaveLength(0);
    expect(api.calls('/customer/payment_cards')).toHaveLength(0);
  });

  it.each([
    ['74', 'Visa ending with *1111 is there', 'Visa already exists.'],
    ['76', 'Card is on account 0000100200', 'Visa already assigned to account 100200'],
    [undefined, 'Payment card type does not match the token.', 'Payment card type does not match the token.'],
  ])('shows the answer of payment_cards (message number %s): %s', async (number, line, shown) => {
    openPaymentMethods({
      paymentCards: () => ok({ status: { message_type: 'E', message_line_string: line, ...(number ? { message_number: number } : {}) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    await fillCard();
    await user.click(within(dialog()).getByRole('button', { name: 'Save Card' }));
    expect(await within(dialog()).findByTestId('method-form-error')).toHaveTextContent(shown);
  });

  it("says 'There was an error processing payment method.' when saving fails otherwise", async () => {
    openPaymentMethods({ paymentCards: () => ({ status: 503, data: {} }) });
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    await fillCard();
    await user.click(within(dialog()).getByRole('button', { name: 'Save Card' }));
    expect(await within(dialog()).findByTestId('method-form-error')).toHaveTextContent('There was an error processing payment method.');
  });
});

describe('adding an eCheck', () => {
  it('posts the account number padded to 10 digits to the tokenizer, never to /api', async () => {
    const { api, tokenizer } = openPaymentMethods({ cards: [] });
    await user.click(await screen.findByRole('button', { name: 'Add eCheck' }));
    expect(screen.getByRole('tab', { name: 'My eChecks', hidden: true })).toHaveAttribute('aria-selected', 'true');
    await user.selectOptions(inDialog('Account Type'), 'Saving Account');
    await user.type(inDialog('Routing Number'), '011000015');
    await user.type(inDialog('Account Number'), '98 765');
    await user.type(inDialog('Name on Account'), 'Harborview');
    await user.click(within(dialog()).getByRole('button', { name: 'Save eCheck' }));
    expect(await screen.findByText('eCheck ending with *8765')).toBeInTheDocument();
    expect(tokenizer.calls[0]!.body).toEqual({ routing_number: '011000015', account_number: '0000098765', account_type: 'S', name: 'Harborview' });
    expect(api.calls('/tokenization/access_token')[0]!.body).toMatchObject({ payment_method: 'EC' });
    expect(api.calls('/customer/payment_cards')[0]!.body).toMatchObject({
      action: '01',
      payment_cards: [{ type: 'EC', token: 'tok_ec_abcdef012345_8765', electronic_check_account_type: 'S', electronic_check_rdfi_number: '011000015', default: '' }],
    });
    expect(JSON.stringify(api.seen)).not.toContain('98765');
  });
});

describe('editing and deleting saved methods', () => {
  it('updates name and expiry with action 02 (valid_to the end of the month)', async () => {
    const { api } = openPaymentMethods({ cards: [MC_4444] });
    await user.click(await screen.findByRole('button', { name: 'Edit Master Card ending with *4444' }));
    expect(screen.getByRole('dialog', { name: 'Edit Card' })).toHaveAccessibleDescription('Master Card ending with *4444');
    expect(within(dialog()).queryByLabelText('Card Number')).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Card Type')).not.toBeInTheDocument();
    expect(inDialog('Month')).toHaveValue('03');
    expect(inDialog('Year')).toHaveValue('2030');
    await user.clear(inDialog('Name on Card'));
    await user.type(inDialog('Name on Card'), 'M. Ortega');
    await user.selectOptions(inDialog('Month'), '02');
    await user.selectOptions(inDialog('Year'), '2032');
    await user.click(within(dialog()).getByRole('button', { name: 'Update Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('/customer/payment_cards')[0]!.body).toEqual({
      payer_data: { customer_number: '100100', company_code: '1000' },
      action: '02',
      payment_cards: [{ name: 'M. Ortega', token: MC_4444.payment_card_token, type: 'MC', valid_from: '', valid_to: '02-29-2032', default: '' }],
    });
    expect(await screen.findByText('M. Ortega')).toBeInTheDocument();
    expect(api.calls('/tokenization/access_token')).toHaveLength(0);
  });

  it('asks before deleting: Cancel keeps it, Ok deletes it with action 03', async () => {
    const { api } = openPaymentMethods({ cards: [VISA_1111, MC_4444] });
    await user.click(await screen.findByRole('button', { name: 'Delete Master Card ending with *4444' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete payment method' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete your credit card from the payment method list?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('/customer/payment_cards')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Master Card ending with *4444' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByText('Master Card ending with *4444')).not.toBeInTheDocument());
    expect(api.calls('/customer/payment_cards')[0]!.body).toMatchObject({ action: '03', payment_cards: [{ token: MC_4444.payment_card_token, type: 'MC' }] });
    expect(screen.getByRole('status')).toHaveTextContent('Deleted: Master Card ending with *4444.');
  });

  it("asks about the eCheck when deleting an eCheck, and names each method's Edit and Delete", async () => {
    openPaymentMethods({ cards: [VISA_1111, ECHECK_6789] });
    // Named after the card alone; its markers and expiry are the button's description.
    const edit = await screen.findByRole('button', { name: 'Edit Visa ending with *1111' });
    expect(edit).toHaveTextContent('Edit');
    expect(edit).toHaveAccessibleDescription(/^Visa ending with \*1111 \(Default\)/);
    expect(screen.getByRole('button', { name: 'Delete Visa ending with *1111' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My eChecks' }));
    expect(screen.getByRole('button', { name: 'Edit eCheck ending with *6789' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete eCheck ending with *6789' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete payment method' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete your eCheck from the payment method list?');
  });
});
