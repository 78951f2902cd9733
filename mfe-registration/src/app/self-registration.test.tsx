import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, refused, renderAt, signIn } from 'shared/testing';
import { MESSAGES, REGISTRATION_SESSION_HEADER, useSessionStore, useUiStore, type ProvenAccount } from 'shared';
import RegistrationRoutes from './routes';

const user = userEvent.setup({ delay: null });
const open = (path: string) => renderAt(<RegistrationRoutes />, path, { elsewhere: ['/login', '/invoices'] });
const location = () => screen.getByTestId('location').textContent;
jest.setTimeout(20_000);

const account = (accountNumber: string, name = `Account ${accountNumber}`): ProvenAccount => ({
  accountNumber,
  name,
  accountTypeId: 1,
  companyCode: '1000',
  address: { name, street: '1 Main St', city: 'Boston', region: 'MA', postal_code_city: '02110 Boston', country: 'US' },
});
const proven = (accounts: ProvenAccount[]) => ({ invoice: {}, detail: null, account: accounts.at(-1), accounts });

async function addAccount(invoice = '90001000', amount = '100.00', billingId = '100100') {
  await user.type(screen.getByLabelText(/^Invoice Number/), invoice);
  await user.type(screen.getByLabelText(/^Invoice Amount/), amount);
  await user.type(screen.getByLabelText(/^Billing ID/), `${billingId}{Enter}`);
}

beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
});

describe('/auto-register/accounts (docs/product/registration.md#adding-accounts)', () => {
  it('checks the proof’s fields, shows the billing address and keeps the server’s session', async () => {
    const api = fakeApi({
      'GET /token/auto-register/accounts': () => ok({ accounts: [] }),
      'PUT /users/account/validate': () => ok(proven([account('100100', 'Harborview')]), { [REGISTRATION_SESSION_HEADER]: 'session-1' }),
    });
    open('/auto-register/accounts');
    expect(await screen.findByText('No accounts added yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    // A newcomer without a billing ID or an invoice asks for access instead (docs/product/registration.md#finding-the-way-in).
    expect(screen.getByRole('link', { name: 'Request Access' })).toHaveAttribute('href', '/registration-request');
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Invoice number is required.')).toBeInTheDocument();
    expect(screen.getByText('Invoice amount is required. Numeric values only.')).toBeInTheDocument();
    expect(screen.getByText('Billing ID is required.')).toBeInTheDocument();
    await addAccount();
    expect(await screen.findByTestId('billing-address')).toHaveTextContent('1 Main St');
    expect(screen.getByTestId('proven-accounts')).toHaveTextContent('100100 – Harborview (Sold To)');
    expect(api.calls('/users/account/validate')[0]!.body).toEqual({ invoiceNumber: '90001000', invoiceAmount: '100.00', accountNumber: '100100' });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/auto-register/create');
    // The next proof names the session the server opened.
    await user.click(screen.getByRole('button', { name: 'Add Another Account' }));
    await addAccount('90002000', '5', '100200');
    await waitFor(() => expect(api.calls('/users/account/validate')).toHaveLength(2));
    expect(api.calls('/users/account/validate')[1]!.headers[REGISTRATION_SESSION_HEADER]).toBe('session-1');
  });

  it.each([
    [refused(404, 'not found'), MESSAGES.accountNotFound],
    [refused(409, 'dup', 'duplicate'), MESSAGES.accountDuplicate],
    [{ status: 409, data: { duplicate: true } }, MESSAGES.accountDuplicate],
    [refused(429, 'slow down', 'throttled'), MESSAGES.tooManyAttempts],
    [{ status: 502, data: {} }, MESSAGES.tooManyAttempts],
  ])('maps a refusal to its message, with Try Again keeping what was typed (%#)', async (reply, message) => {
    fakeApi({ 'GET /token/auto-register/accounts': () => ok({ accounts: [] }), 'PUT /users/account/validate': () => reply });
    open('/auto-register/accounts');
    await screen.findByText('No accounts added yet.');
    await addAccount();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByLabelText(/^Billing ID/)).toHaveValue('100100');
  });

  it("gives way to 'You have reached the max number of accounts.' at four accounts", async () => {
    fakeApi({ 'GET /token/auto-register/accounts': () => ok({ accounts: ['1', '2', '3', '4'].map((n) => account(n)) }) });
    open('/auto-register/accounts');
    expect(await screen.findByText(MESSAGES.maxAccounts)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Billing ID/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('/auto-register/create (docs/product/registration.md#creating-the-user)', () => {
  const fill = async () => {
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.test');
    await user.type(screen.getByLabelText(/^First Name/), 'Sam');
    await user.type(screen.getByLabelText(/^Last Name/), 'Selfreg');
    await user.type(screen.getByLabelText(/^Company/), 'Summit');
    await user.type(screen.getByLabelText(/^Password/), 'Self-pass-2026');
    await user.type(screen.getByLabelText(/^Verify Password/), 'Self-pass-2026{Enter}');
  };

  it('checks the form with the specification’s messages', async () => {
    fakeApi({ 'GET /token/auto-register/accounts': () => ok({ accounts: [account('100100')] }) });
    open('/auto-register/create');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    for (const message of ['Email is required.', 'First Name Required.', 'Last Name Required.', 'Company Required.', 'Password is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Verify Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match.')).toBeInTheDocument();
  });

  it('stores the tokens and goes to the confirmation instructions when not confirmed', async () => {
    sessionStorage.setItem('portal-registration-session', 'session-1');
    const api = fakeApi({
      'GET /token/auto-register/accounts': () => ok({ accounts: [account('100100')] }),
      'POST /token/auto-register/user': () =>
        ok({ token: 'jwt', refreshToken: 'refresh', user: { UserId: 9, Email: 'sam@example.test', FirstName: 'Sam', LastName: 'S', Status: 'waiting-confirmation', isConfirmed: false } }),
    });
    open('/auto-register/create');
    await fill();
    await waitFor(() => expect(location()).toBe('/auto-register/confirm-instructions'));
    expect(screen.getByText(/A confirmation email should arrive shortly/)).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: 'jwt', refreshToken: 'refresh', isLoggedIn: true });
    expect(api.calls('/token/auto-register/user')[0]!.headers[REGISTRATION_SESSION_HEADER]).toBe('session-1');
    expect(sessionStorage.getItem('portal-registration-session')).toBeNull();
  });

  it('goes to /invoices when the user is already confirmed', async () => {
    fakeApi({
      'GET /token/auto-register/accounts': () => ok({ accounts: [account('100100')] }),
      'POST /token/auto-register/user': () => ok({ token: 'jwt', refreshToken: 'r', user: { UserId: 9, Email: 'e', FirstName: 'f', LastName: 'l', Status: 'active', isConfirmed: true } }),
    });
    open('/auto-register/create');
    await fill();
    await waitFor(() => expect(location()).toBe('/invoices'));
  });

  it('shows the server’s message in red text and as an error toast', async () => {
    fakeApi({
      'GET /token/auto-register/accounts': () => ok({ accounts: [account('100100')] }),
      'POST /token/auto-register/user': () => refused(409, 'An account with this email address already exists.', 'email_taken'),
    });
    open('/auto-register/create');
    await fill();
    expect(await screen.findByTestId('registration-failure')).toHaveTextContent('An account with this email address already exists.');
    expect(useUiStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'error', message: 'An account with this email address already exists.' })]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('sends a visitor without proven accounts back to add them', async () => {
    fakeApi({ 'GET /token/auto-register/accounts': () => ok({ accounts: [] }) });
    open('/auto-register/create');
    expect(await screen.findByText('Please add at least one account before you continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add accounts' })).toHaveAttribute('href', '/auto-register/accounts');
  });
});

describe('email confirmation (docs/product/registration.md#email-confirmation)', () => {
  it("confirms once and offers 'Continue to Login'", async () => {
    const api = fakeApi({ 'POST /token/auto-register/user-confirm/abc': () => ok({ message: MESSAGES.confirmSuccess }) });
    open('/auto-register/confirm/abc');
    expect(await screen.findByText('Confirming your account')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.confirmSuccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
    expect(api.seen).toHaveLength(1);
  });

  it("shows 'Could not validate account.' for a dead link", async () => {
    fakeApi({ 'POST /token/auto-register/user-confirm/old': () => refused(404, MESSAGES.confirmFailure) });
    open('/auto-register/confirm/old');
    expect(await screen.findByText(MESSAGES.confirmFailure)).toBeInTheDocument();
  });

  it('resends the confirmation mail for the logged-in user and shows the answer', async () => {
    signIn();
    const api = fakeApi({ 'PUT /token/auto-register/resend-confirmation': () => ok({ message: 'A new confirmation email has been sent.' }) });
    open('/auto-register/waiting-confirmation');
    await user.click(await screen.findByRole('button', { name: 'Resend Confirmation Email' }));
    expect(await screen.findByText('A new confirmation email has been sent.')).toBeInTheDocument();
    expect(api.seen[0]!.headers.Authorization).toBe('Bearer token-1');
  });

  it('asks a visitor who is not logged in to log in first', () => {
    fakeApi({});
    open('/auto-register/waiting-confirmation');
    expect(screen.queryByRole('button', { name: 'Resend Confirmation Email' })).not.toBeInTheDocument();
    expect(screen.getByText('Log in to send the confirmation email again.')).toBeInTheDocument();
  });
});
