import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { fakeAdapter } from '../../testing/fake-adapter';
import { api, handleReauth } from './client';

const reauthRequired = { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'Confirm it is you with your second factor first.', reason: 'reauth_required' } };

/** docs/security/second-factor.md#step-up: the client asks for the second factor and repeats the call once. */
describe('api client and re-authentication', () => {
  let asked = 0;
  let confirm: (confirmed: boolean) => void = () => undefined;
  beforeEach(() => {
    useSessionStore.getState().clear();
    useSessionStore.getState().setTokens({ token: 't', refreshToken: 'r' });
    useUiStore.setState({ toasts: [], loading: 0 });
    asked = 0;
    handleReauth(() => {
      asked += 1;
      return new Promise<boolean>((resolve) => {
        confirm = resolve;
      });
    });
  });
  afterAll(() => handleReauth(null));

  it('asks on 403 reauth_required, once for calls that meet it together, and repeats each once confirmed', async () => {
    const confirmed = new Set<string>();
    api.defaults.adapter = fakeAdapter((config) => (confirmed.has(config.url!) ? { status: 200, data: config.url } : (confirmed.add(config.url!), reauthRequired)));
    const calls = [api.post('/impersonation', { UserId: 5 }), api.post('/tokenization/access_token', {})];
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toBe(1);
    confirm(true);
    expect((await Promise.all(calls)).map((r) => r.data)).toEqual(['/impersonation', '/tokenization/access_token']);
  });

  it('fails the call as it was when the dialog is cancelled, and asks only once per call', async () => {
    let calls = 0;
    api.defaults.adapter = fakeAdapter(() => {
      calls += 1;
      return reauthRequired;
    });
    const cancelled = api.post('/token/resetpassword', {}, { skipErrorToast: true });
    await new Promise((r) => setTimeout(r, 0));
    confirm(false);
    await expect(cancelled).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls).toBe(1);

    const stillRefused = api.post('/token/resetpassword', {}, { skipErrorToast: true });
    await new Promise((r) => setTimeout(r, 0));
    confirm(true);
    await expect(stillRefused).rejects.toMatchObject({ response: { status: 403 } });
    expect(asked).toBe(2);
  });

  it('does not ask where nobody listens (no page behind login is shown)', async () => {
    handleReauth(null);
    api.defaults.adapter = fakeAdapter(() => reauthRequired);
    await expect(api.post('/impersonation', {}, { skipErrorToast: true })).rejects.toMatchObject({ response: { status: 403 } });
    expect(asked).toBe(0);
  });
});
