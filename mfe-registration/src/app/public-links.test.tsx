import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, refused, renderAt } from 'shared/testing';
import { MESSAGES, useUiStore } from 'shared';
import { DEAD_LINK_LABELS } from '../components/dead-link';
import RegistrationRoutes from './routes';

const user = userEvent.setup({ delay: null });
const open = (path: string) => renderAt(<RegistrationRoutes />, path, { elsewhere: ['/login', '/invoices'] });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => useUiStore.setState({ toasts: [] }));

jest.setTimeout(20_000);

describe('/registration-request (docs/product/registration.md#registration-request)', () => {
  it('checks every field with the specification’s messages, then thanks the requester', async () => {
    const api = fakeApi({ 'POST /register': () => ok({ message: MESSAGES.registrationThanks }) });
    open('/registration-request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Access' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    for (const message of ['Email is required.', 'First Name Required.', 'Last Name Required.', 'Company Required.', 'Message Required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.seen).toEqual([]);
    await user.type(screen.getByLabelText(/^Email/), 'rita@example.test');
    await user.type(screen.getByLabelText(/^First Name/), 'Rita');
    await user.type(screen.getByLabelText(/^Last Name/), 'Requester');
    await user.type(screen.getByLabelText(/^Company/), 'Summit');
    await user.type(screen.getByLabelText(/^Message/), 'Access please');
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText(MESSAGES.registrationThanks)).toBeInTheDocument();
    expect(api.seen[0]!.body).toEqual({ email: 'rita@example.test', firstName: 'Rita', lastName: 'Requester', company: 'Summit', message: 'Access please' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s refusal', async () => {
    fakeApi({ 'POST /register': () => refused(429, MESSAGES.tooManyAttempts, 'throttled') });
    open('/registration-request');
    await user.type(screen.getByLabelText(/^Email/), 'rita@example.test');
    for (const label of [/^First Name/, /^Last Name/, /^Company/, /^Message/]) await user.type(screen.getByLabelText(label), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });
});

describe('/register/{token} (docs/product/registration.md#invite-acceptance)', () => {
  it("shows 'Invalid invite token.' for a dead invite", async () => {
    fakeApi({ 'GET /users/invite/dead': () => refused(404, MESSAGES.invalidInviteToken, 'invalid_token') });
    open('/register/dead');
    expect(await screen.findByText(MESSAGES.invalidInviteToken)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it.each([
    ['link_used', DEAD_LINK_LABELS.link_used],
    ['link_expired', DEAD_LINK_LABELS.link_expired],
    ['invalid_token', DEAD_LINK_LABELS.invalid_token],
  ])('says why an invite is dead (%s) and offers a new link (docs/product/registration.md#dead-links)', async (reason, why) => {
    fakeApi({ 'GET /users/invite/dead': () => refused(404, MESSAGES.invalidInviteToken, reason) });
    open('/register/dead');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.invalidInviteToken);
    expect(alert).toHaveTextContent(why);
    await user.click(screen.getByRole('link', { name: 'Send a new link' }));
    // The reset page loads when opened (a lazy page).
    await waitFor(() => expect(location()).toBe('/request-password-reset'));
  });

  it('checks the password with the invite’s messages, sets it and goes to /login', async () => {
    const api = fakeApi({
      'GET /users/invite/tok': () => ok({ inviteId: 'tok', firstName: 'Ivy', lastName: 'I', email: 'ivy@example.test' }),
      'POST /token/complete-registration': () => ok({ message: 'Your password has been set. Please log in.' }),
    });
    open('/register/tok');
    expect(await screen.findByText('Welcome, Ivy. Choose a password for ivy@example.test.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm password required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Ivy-pass-2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Ivy-pass-2027');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Ivy-pass-2026{Enter}');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.calls('/token/complete-registration')[0]!.body).toEqual({ inviteId: 'tok', password: 'Ivy-pass-2026', confirmPassword: 'Ivy-pass-2026' });
    expect(useUiStore.getState().toasts.map((t) => t.message)).toContain('Your password has been set. Please log in.');
  });
});

describe('password reset (docs/product/registration.md#password-reset)', () => {
  it('asks for a valid address, then shows the server’s message', async () => {
    const api = fakeApi({ 'POST /users/password-reset-request': () => ok({ message: 'If an account exists, a link is on its way.' }) });
    open('/request-password-reset');
    await user.type(screen.getByLabelText(/^Email/), 'nope{Enter}');
    expect(await screen.findByText('A valid email is required.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'who@example.test{Enter}');
    expect(await screen.findByText('If an account exists, a link is on its way.')).toBeInTheDocument();
    expect(api.seen[0]!.body).toEqual({ email: 'who@example.test' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });

  it("shows 'Invalid reset url.' for a dead link, why, and the way to a new one", async () => {
    fakeApi({ 'GET /users/password-reset/old': () => refused(404, MESSAGES.invalidResetUrl, 'link_expired') });
    open('/reset-password/old');
    expect(await screen.findByText(MESSAGES.invalidResetUrl)).toBeInTheDocument();
    expect(screen.getByText(DEAD_LINK_LABELS.link_expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/request-password-reset');
  });

  it('offers a retry when the server cannot be asked', async () => {
    fakeApi({ 'GET /users/password-reset/x': () => ({ status: 503, data: {} }) });
    open('/reset-password/x');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('saves the new password and goes to /login; a refusal stays on the page', async () => {
    let answer = refused(404, MESSAGES.invalidResetUrl, 'invalid_token');
    fakeApi({
      'GET /users/password-reset/live': () => ok({ id: 'live', firstName: 'Rob' }),
      'POST /token/complete-password-reset': () => answer,
    });
    open('/reset-password/live');
    await user.type(await screen.findByLabelText(/^Password/), 'New-pass-2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'New-pass-2026{Enter}');
    expect(await screen.findByText(MESSAGES.invalidResetUrl)).toBeInTheDocument();
    answer = ok({ message: MESSAGES.resetPasswordSuccess });
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(useUiStore.getState().toasts.map((t) => t.message)).toContain(MESSAGES.resetPasswordSuccess);
  });
});
