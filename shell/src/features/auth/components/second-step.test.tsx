import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared';
import { fakeApi, renderAt } from 'shared/testing';
import { LoginPage } from './login-page';

const staff = {
  UserId: 3, Login: 'staff@portal.test', FirstName: 'Sam', LastName: 'Staff', Email: 'staff@portal.test',
  Company: 'Portal', UserRole: 'internal', Status: 'active', Permissions: ['CanViewUsers', 'CanImpersonate'], PrimaryAccountTypeId: 1,
};
const challenge = { isLoggedIn: false, status: 'active', mfaToken: 'challenge-1', methods: ['totp', 'recovery'] };

async function logIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'staff@portal.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-2026');
  await userEvent.keyboard('{Enter}');
}

beforeEach(() => useSessionStore.getState().clear());

/** docs/security/second-factor.md#login: the second step of the login page. */
describe('LoginPage second step', () => {
  it('asks for the code of a user with a second factor, then logs in with it', async () => {
    const sent: unknown[] = [];
    fakeApi((_body, config) => {
      if (config.url === '/token/login') return { status: 200, data: challenge };
      if (config.url === '/token/mfa/verify') {
        sent.push(JSON.parse(String(config.data)));
        return { status: 200, data: { token: 't', refreshToken: 'r', isLoggedIn: true, status: 'active' } };
      }
      if (config.url === '/token/getuseraccounts') return { status: 200, data: staff };
      return { status: 200, data: { HeaderItems: [] } };
    });
    renderAt(<LoginPage />, '/login');
    await logIn();
    const field = await screen.findByLabelText('Code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(useSessionStore.getState().token).toBeNull();
    await userEvent.type(field, '123456{Enter}');
    expect(await screen.findByText('/invoices')).toBeInTheDocument();
    expect(sent).toEqual([{ mfaToken: 'challenge-1', code: '123456' }]);
    expect(useSessionStore.getState().token).toBe('t');
  });

  it('shows a wrong code, and takes a recovery code instead', async () => {
    let tries = 0;
    fakeApi((_body, config) => {
      if (config.url === '/token/login') return { status: 200, data: challenge };
      if (config.url === '/token/mfa/verify') {
        tries += 1;
        return tries === 1
          ? { status: 401, data: { statusCode: 401, message: 'That code is not valid. Try again.', reason: 'invalid_code' } }
          : { status: 200, data: { token: 't', refreshToken: 'r', isLoggedIn: true, status: 'active' } };
      }
      if (config.url === '/token/getuseraccounts') return { status: 200, data: staff };
      return { status: 200, data: { HeaderItems: [] } };
    });
    renderAt(<LoginPage />, '/login');
    await logIn();
    await userEvent.type(await screen.findByLabelText('Code'), '000000{Enter}');
    expect(await screen.findByText('That code is not valid. Try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKMN-PQRS{Enter}');
    expect(await screen.findByText('/invoices')).toBeInTheDocument();
  });

  it('goes back to the password when the challenge expired', async () => {
    fakeApi((_body, config) => {
      if (config.url === '/token/login') return { status: 200, data: challenge };
      return { status: 401, data: { statusCode: 401, message: 'Your sign-in took too long. Please log in again.', reason: 'mfa_challenge_expired' } };
    });
    renderAt(<LoginPage />, '/login');
    await logIn();
    await userEvent.type(await screen.findByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByText('Your sign-in took too long. Please log in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('loads no accounts for staff without a second factor: the server refuses them everything but enrolment', async () => {
    fakeApi((_body, config) => {
      if (config.url === '/token/login') return { status: 200, data: { token: 't', refreshToken: 'r', isLoggedIn: true, status: 'active' } };
      if (config.url === '/token/getuseraccounts') return { status: 200, data: { ...staff, SecondFactorEnrolmentRequired: true } };
      throw new Error(`unexpected call ${config.url}`);
    });
    renderAt(<LoginPage />, '/login');
    await logIn();
    expect(await screen.findByText('/invoices')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.SecondFactorEnrolmentRequired).toBe(true);
  });
});
