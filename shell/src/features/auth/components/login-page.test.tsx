import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_REFUSALS, earlyPageCalls, useSessionStore } from 'shared';
import { fakeApi, renderAt } from 'shared/testing';
import { LoginPage } from './login-page';


const user = {
  UserId: 1, Login: 'soldto@portal.test', FirstName: 'Sol', LastName: 'Doe', Email: 'soldto@portal.test',
  Company: 'Summit', UserRole: 'user', Status: 'active', Permissions: ['CanMakePayment'], PrimaryAccountTypeId: 1,
};

async function submit(login: string, password: string) {
  if (login) await userEvent.type(screen.getByLabelText('Email'), login);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  // Enter submits (docs/product/session-and-login.md)
  await userEvent.keyboard('{Enter}');
}

beforeEach(() => useSessionStore.getState().clear());

describe('LoginPage', () => {
  it('says both fields are required, with the one message of docs/product/session-and-login.md', async () => {
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email And Password Are Required.')).toBeInTheDocument();
  });

  it('shows the spec text on bad credentials and keeps what was typed', async () => {
    fakeApi(() => ({ status: 401, data: { statusCode: 401, message: 'Authentication Failed, Invalid Credentials.' } }));
    renderAt(<LoginPage />, '/login');
    await submit('soldto@portal.test', 'wrong');
    expect(await screen.findByText('Authentication Failed, Invalid Credentials.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('soldto@portal.test');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the reason a locked user is refused', async () => {
    fakeApi(() => ({ status: 403, data: { statusCode: 403, message: 'Your account is locked. Please contact your administrator.', reason: 'locked' } }));
    renderAt(<LoginPage />, '/login');
    await submit('locked@portal.test', 'Demo-pass-2026');
    expect(await screen.findByText('Your account is locked. Please contact your administrator.')).toBeInTheDocument();
  });

  it('says the server is busy when too many logins wait (503 busy), not that authentication failed', async () => {
    fakeApi(() => ({ status: 503, headers: { 'retry-after': '2' }, data: { statusCode: 503, message: LOGIN_REFUSALS.busy, reason: 'busy', uniqueId: 'u-1' } }));
    renderAt(<LoginPage />, '/login');
    await submit('soldto@portal.test', 'Demo-pass-2026');
    expect(await screen.findByText(LOGIN_REFUSALS.busy)).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logs in, loads the profile and the accounts, and lands on /invoices', async () => {
    fakeApi((_body, config) => {
      if (config.url === '/token/login') return { status: 200, data: { token: 't', refreshToken: 'r', isLoggedIn: true, status: 'active' } };
      if (config.url === '/token/getuseraccounts') return { status: 200, data: user };
      return { status: 200, data: { HeaderItems: [] } };
    });
    renderAt(<LoginPage />, '/login');
    // The landing page's early call (the list's first search) runs once the session is loaded, before the page renders.
    const early = jest.fn(() => expect(useSessionStore.getState().user).toEqual(user));
    earlyPageCalls['/invoices'] = early;
    await submit('soldto@portal.test', 'Demo-pass-2026');
    expect(await screen.findByText('/invoices')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: 't', refreshToken: 'r', user });
    expect(early).toHaveBeenCalledTimes(1);
    delete earlyPageCalls['/invoices'];
  });

  it('sends a user waiting for confirmation to /auto-register/waiting-confirmation', async () => {
    fakeApi(() => ({ status: 200, data: { token: 't', refreshToken: 'r', isLoggedIn: true, status: 'waiting-confirmation' } }));
    renderAt(<LoginPage />, '/login');
    await submit('pending@portal.test', 'Demo-pass-2026');
    expect(await screen.findByText('/auto-register/waiting-confirmation')).toBeInTheDocument();
  });

  it('links to password help and registration', () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Having trouble logging in?' })).toHaveAttribute('href', '/request-password-reset');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auto-register/accounts');
  });
});
