import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, refused, renderAt } from 'shared/testing';
import { useUiStore } from 'shared';
import { ACCOUNT_CHANGE_TEXTS, USER_REFUSALS } from 'shared/users';
import RegistrationRoutes from './routes';

const user = userEvent.setup({ delay: null });
const open = (path: string) => renderAt(<RegistrationRoutes />, path, { elsewhere: ['/login', '/invoices'] });

beforeEach(() => useUiStore.setState({ toasts: [] }));

jest.setTimeout(20_000);

describe('/confirm-email/{token} (docs/security/account-changes.md)', () => {
  it('names the new address, changes nothing until the button is pressed, then leads to the login', async () => {
    const api = fakeApi({
      'GET /users/email-change/tok': () => ok({ email: 'sophie.new@example.test', firstName: 'Sophie' }),
      'POST /users/email-change/tok': () => ok({ message: ACCOUNT_CHANGE_TEXTS.confirmed }),
    });
    open('/confirm-email/tok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your New Email' })).toBeInTheDocument();
    expect(await screen.findByText('Confirm sophie.new@example.test as the new email address of your account.')).toBeInTheDocument();
    expect(api.seen.filter((s) => s.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm Email Address' }));
    expect(await screen.findByText(ACCOUNT_CHANGE_TEXTS.confirmed)).toBeInTheDocument();
    expect(api.seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
  });

  it('says a dead link is not valid, without a button', async () => {
    fakeApi({ 'GET /users/email-change/dead': () => refused(404, ACCOUNT_CHANGE_TEXTS.invalidLink, 'invalid_token') });
    open('/confirm-email/dead');
    expect(await screen.findByText(ACCOUNT_CHANGE_TEXTS.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Email Address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's refusal when the address was taken meanwhile", async () => {
    fakeApi({
      'GET /users/email-change/tok': () => ok({ email: 'taken@example.test', firstName: 'Sophie' }),
      'POST /users/email-change/tok': () => refused(409, USER_REFUSALS.emailInUse, 'address_in_use'),
    });
    open('/confirm-email/tok');
    await user.click(await screen.findByRole('button', { name: 'Confirm Email Address' }));
    expect(await screen.findByText(USER_REFUSALS.emailInUse)).toBeInTheDocument();
  });
});
