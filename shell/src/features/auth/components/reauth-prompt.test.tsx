import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, handleReauth, useSessionStore } from 'shared';
import { fakeApi, signIn } from 'shared/testing';
import { askReauth } from './reauth-prompt';

beforeEach(() => {
  useSessionStore.getState().clear();
  signIn();
  handleReauth(() => askReauth(1));
});
afterAll(() => handleReauth(null));

/** docs/security/second-factor.md#step-up: the dialog the API client opens, and the repeated call. */
describe('the re-authentication dialog', () => {
  it('asks for the code when a call needs re-authentication, then the call goes through', async () => {
    let reauthenticated = false;
    const sent: unknown[] = [];
    fakeApi((_body, config) => {
      if (config.url === '/mfa/reauth') {
        sent.push(JSON.parse(String(config.data)));
        reauthenticated = true;
        return { status: 200, data: { message: 'Success' } };
      }
      return reauthenticated
        ? { status: 200, data: { UserId: 5, Name: 'Sophie Soldto', Login: 'soldto@portal.test' } }
        : { status: 403, data: { statusCode: 403, message: 'Confirm it is you with your second factor first.', reason: 'reauth_required' } };
    });
    const call = api.post('/impersonation', { UserId: 5 });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('Confirm it is you with your second factor first.');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await call).data).toMatchObject({ UserId: 5 });
    expect(sent).toEqual([{ code: '123456' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong code, and fails the call when the dialog is cancelled', async () => {
    fakeApi((_body, config) =>
      config.url === '/mfa/reauth'
        ? { status: 400, data: { statusCode: 400, message: 'That code is not valid. Try again.', reason: 'invalid_code' } }
        : { status: 403, data: { statusCode: 403, message: 'x', reason: 'reauth_required' } },
    );
    const refused = api.post('/token/resetpassword', {}, { skipErrorToast: true }).catch((error: unknown) => error);
    await userEvent.type(await screen.findByLabelText('Code'), '000000{Enter}');
    expect(await screen.findByText('That code is not valid. Try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await refused).toMatchObject({ response: { status: 403 } });
  });
});
