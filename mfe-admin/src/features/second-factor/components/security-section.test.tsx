import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SecondFactorStatus } from 'shared';
import { fakeApi, ok, signIn } from 'shared/testing';
import { renderAdmin } from '../../../testing/render';

const user = userEvent.setup({ delay: null });
const NONE: SecondFactorStatus = { required: false, enrolled: false, totp: false, passkeys: [], recoveryCodesLeft: 0 };
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '0')}`);

beforeEach(() => useSessionStore.getState().clear());

/** Profile → Security (docs/security/second-factor.md). */
describe('/settings/profile Security', () => {
  it('sets up an authenticator app: the secret and its link, the first code, then the recovery codes once', async () => {
    signIn();
    let status = NONE;
    const api = fakeApi({
      'GET /mfa': () => ok(status),
      'POST /mfa/totp/start': () => ok({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Invoice%20Portal:user?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
      'POST /mfa/totp/confirm': () => {
        status = { ...NONE, enrolled: true, totp: true, recoveryCodesLeft: 10 };
        return ok({ recoveryCodes: CODES });
      },
    });
    renderAdmin('/settings/profile');
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in an authenticator app' })).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(CODES[0]!)).toBeInTheDocument();
    expect(api.calls('POST /mfa/totp/confirm')[0]!.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 unused recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('lists passkeys and removes one, and tells staff they must keep a factor', async () => {
    signIn({ role: 'internal' });
    let status: SecondFactorStatus = {
      required: true, enrolled: true, totp: true, recoveryCodesLeft: 3,
      passkeys: [{ id: 4, name: 'Laptop', createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null }],
    };
    const api = fakeApi({
      'GET /mfa': () => ok(status),
      'POST /mfa/passkeys/remove': () => {
        status = { ...status, passkeys: [] };
        return ok({ message: 'Success' });
      },
    });
    renderAdmin('/settings/profile');
    expect(await screen.findByText(/needs a second factor/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    expect(api.calls('POST /mfa/passkeys/remove')[0]!.body).toEqual({ id: 4 });
    expect(await screen.findByText('3 unused recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByText(/Laptop/)).not.toBeInTheDocument();
  });
});
