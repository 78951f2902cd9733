import { useReauthStore } from '../stores/reauth-store';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { fakeAdapter } from '../testing/fake-adapter';
import { api } from './client';

const reauthRequired = { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'Confirm it is you with your second factor first.', reason: 'reauth_required' } };

/** docs/security/second-factor.md#step-up: the client asks for the second factor and repeats the call once. */
describe('api client and re-authentication', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useSessionStore.getState().setTokens({ token: 't', refreshToken: 'r' });
    useUiStore.setState({ toasts: [], loading: 0 });
    useReauthStore.getState().settle(false);
  });

  it('opens the dialog on 403 reauth_required and repeats the call once confirmed', async () => {
    let calls = 0;
    api.defaults.adapter = fakeAdapter(() => {
      calls += 1;
      return calls === 1 ? reauthRequired : { status: 200, data: 'done' };
    });
    const call = api.post('/impersonation', { UserId: 5 });
    await new Promise((r) => setTimeout(r, 0));
    expect(useReauthStore.getState().open).toBe(true);
    useReauthStore.getState().settle(true);
    expect((await call).data).toBe('done');
    expect(calls).toBe(2);
    expect(useReauthStore.getState().open).toBe(false);
  });

  it('fails the call as it was when the dialog is cancelled, and does not ask twice for one call', async () => {
    let calls = 0;
    api.defaults.adapter = fakeAdapter(() => {
      calls += 1;
      return reauthRequired;
    });
    const cancelled = api.post('/token/resetpassword', {}, { skipErrorToast: true });
    await new Promise((r) => setTimeout(r, 0));
    useReauthStore.getState().settle(false);
    await expect(cancelled).rejects.toMatchObject({ response: { status: 403 } });
    expect(calls).toBe(1);

    const confirmedButRefused = api.post('/token/resetpassword', {}, { skipErrorToast: true });
    await new Promise((r) => setTimeout(r, 0));
    useReauthStore.getState().settle(true);
    await expect(confirmedButRefused).rejects.toMatchObject({ response: { status: 403 } });
    expect(useReauthStore.getState().open).toBe(false);
  });

  it('marks a staff user who must set up a second factor, so the shell shows the enrolment page', async () => {
    useSessionStore.getState().setUser({
      UserId: 1, Login: 's@p.t', FirstName: 'S', LastName: 'T', Email: 's@p.t', Company: 'C', UserRole: 'internal',
      Status: 'active', Permissions: ['CanViewUsers'], PrimaryAccountTypeId: 1,
    });
    api.defaults.adapter = fakeAdapter(() => ({ status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'x', reason: 'mfa_enrolment_required' } }));
    await expect(api.get('/users', { skipErrorToast: true })).rejects.toBeTruthy();
    expect(useSessionStore.getState().user?.SecondFactorEnrolmentRequired).toBe(true);
  });
});
