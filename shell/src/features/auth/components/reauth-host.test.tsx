import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useSessionStore } from 'shared';
import { fakeAdapter, renderAt } from 'shared/testing';
import { ReauthHost } from './reauth-host';

beforeEach(() => {
  useSessionStore.getState().clear();
  useSessionStore.getState().setTokens({ token: 't', refreshToken: 'r' });
});

/** docs/security/second-factor.md#step-up: the dialog the API client opens, and the repeated call. */
describe('ReauthHost', () => {
  it('asks for the code when a call needs re-authentication, then the call goes through', async () => {
    let reauthenticated = false;
    const sent: unknown[] = [];
    api.defaults.adapter = fakeAdapter((config) => {
      if (config.url === '/mfa/reauth') {
        sent.push(JSON.parse(String(config.data)));
        reauthenticated = true;
        return { status: 200, data: { message: 'Success' } };
      }
      return reauthenticated
        ? { status: 200, data: { UserId: 5, Name: 'Sophie Soldto', Login: 'soldto@portal.test' } }
        : { status: 403, data: { statusCode: 403, message: 'Confirm it is you with your second factor first.', reason: 'reauth_required' } };
    });
    renderAt(<ReauthHost />, '/settings/users');
    await new Promise((r) => setTimeout(r, 0));
    const call = api.post('/impersonation', { UserId: 5 });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('Confirm it is you with your second factor first.');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await call).data).toMatchObject({ UserId: 5 });
    expect(sent).toEqual([{ code: '123456' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fails the call when the dialog is cancelled', async () => {
    api.defaults.adapter = fakeAdapter(() => ({ status: 403, data: { statusCode: 403, message: 'x', reason: 'reauth_required' } }));
    renderAt(<ReauthHost />, '/settings/profile');
    await new Promise((r) => setTimeout(r, 0));
    const refused = api.post('/token/resetpassword', {}, { skipErrorToast: true }).catch((error: unknown) => error);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await refused).toMatchObject({ response: { status: 403 } });
  });
});
