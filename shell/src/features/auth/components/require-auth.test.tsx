import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, useSessionStore } from 'shared';
import { fakeApi, renderAt, signIn } from 'shared/testing';
import { RequireAuth } from './require-auth';

const profile = {
  UserId: 1, Login: 'soldto@portal.test', FirstName: 'Sol', LastName: 'Doe', Email: 'soldto@portal.test',
  Company: 'Summit', UserRole: 'user', Status: 'active', Permissions: [], PrimaryAccountTypeId: 1,
};

const erpUp = { statusCode: 200, statusMessage: 'OK', data: { status: { message_type: 'S', message_line_string: 'up' } } };
const erpDown = { statusCode: 503, statusMessage: 'ERP unreachable', data: { status: { message_type: 'E', message_line_string: 'no answer' } } };

beforeEach(() => useSessionStore.getState().clear());

describe('RequireAuth', () => {
  it('after a reload, loads the profile and accounts first; a failure offers Retry', async () => {
    signIn({ afterReload: true });
    let failing = true;
    const calls: string[] = [];
    fakeApi((_body, config) => {
      calls.push(config.url ?? '');
      if (failing) return { status: 500, data: {} };
      if (config.url === '/erp-status') return { status: 200, data: erpUp };
      return config.url === '/token/getuseraccounts' ? { status: 200, data: profile } : { status: 200, data: { HeaderItems: [] } };
    });
    renderAt(<RequireAuth><p>private page</p></RequireAuth>, '/invoices');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.profileError);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('private page')).toBeInTheDocument();
    // The session's three calls go out together, each time (docs/architecture/data-loading.md#first-rows).
    const session = ['/erp-status', '/token/getuseraccounts', '/customer/getuserpayers'];
    expect(calls).toEqual([...session, ...session]);
  });

  it('asks for the ERP status first, and does not wait for the accounts once the ERP is known to be down', async () => {
    signIn({ afterReload: true });
    const calls: string[] = [];
    fakeApi((_body, config) => {
      calls.push(config.url ?? '');
      if (config.url === '/erp-status') return { status: 200, data: erpDown };
      if (config.url === '/token/getuseraccounts') return { status: 200, data: profile };
      // The accounts come from the ERP, which does not answer.
      return new Promise(() => undefined);
    });
    renderAt(<RequireAuth><p>private page</p></RequireAuth>, '/invoices');

    expect(await screen.findByText('private page')).toBeInTheDocument();
    expect(calls).toEqual(['/erp-status', '/token/getuseraccounts', '/customer/getuserpayers']);
    expect(useSessionStore.getState().payers).toEqual([]);
  });

  it('sends a user still waiting for the e-mail confirmation to the waiting page', async () => {
    signIn({ afterReload: true });
    fakeApi((_body, config) => {
      if (config.url === '/erp-status') return { status: 200, data: erpUp };
      if (config.url === '/token/getuseraccounts') return { status: 200, data: { ...profile, Status: 'waiting-confirmation' } };
      return { status: 200, data: { HeaderItems: [] } };
    });
    renderAt(<RequireAuth><p>private page</p></RequireAuth>, '/invoices');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auto-register/waiting-confirmation'));
    expect(screen.queryByText('private page')).not.toBeInTheDocument();
  });

  it('sends a visitor without a token to /login', () => {
    renderAt(<RequireAuth><p>private page</p></RequireAuth>, '/invoices');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows staff without a second factor only its enrolment, at any address, until they set one up (docs/security/second-factor.md)', async () => {
    signIn({ afterReload: true });
    let enrolled = false;
    const calls: string[] = [];
    fakeApi((_body, config) => {
      calls.push(config.url ?? '');
      if (config.url === '/token/getuseraccounts') {
        return { status: 200, data: { ...profile, Permissions: ['CanViewUsers'], ...(enrolled ? {} : { SecondFactorEnrolmentRequired: true }) } };
      }
      if (config.url === '/mfa/totp/start') return { status: 200, data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } };
      if (config.url === '/mfa/totp/confirm') {
        enrolled = true;
        return { status: 200, data: { recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] } };
      }
      return { status: 200, data: { HeaderItems: [] } };
    });
    renderAt(<RequireAuth><p>private page</p></RequireAuth>, '/settings/users');
    expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toBeInTheDocument();
    expect(screen.queryByText('private page')).not.toBeInTheDocument();
    // Nothing but the session's calls, asked together: the profile and the ERP status, which the
    // server answers before the second factor, and the accounts, which it refuses then and the
    // shell drops (docs/security/second-factor.md#enrolment-gate).
    expect([...calls].sort()).toEqual(['/customer/getuserpayers', '/erp-status', '/token/getuseraccounts']);
    expect(useSessionStore.getState().payers).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('AAAA-BBBB-CCCC-DDDD')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('private page')).toBeInTheDocument();
  });
});
