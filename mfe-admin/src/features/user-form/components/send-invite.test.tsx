import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, useUiStore } from 'shared';
import { fakeApi, ok, renderAt, signIn } from 'shared/testing';
import { UserFormPage } from './user-form-page';

const TYPES = [{ AccountTypeId: 1, AccountTypeValue: 'Sold To' }];
const toasts = () => useUiStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
const invitee = {
  UserId: 12, Login: 'ivy@example.test', FirstName: 'Ivy', LastName: 'Later', Company: 'Acme', Email: 'ivy@example.test',
  Status: 'active', PrimaryAccountTypeId: 1, UserRole: 'user', Permissions: [...ROLE_PERMISSIONS.user], CreatedDate: '2026-01-01T00:00:00Z',
  LastLoginDate: null, NumLogins: 0, LastPasswordChange: null, InvitePending: false, HasPassword: false, PendingEmail: null, Accounts: [],
};

beforeEach(() => useUiStore.setState({ toasts: [] }));

/** docs/product/users-and-admin.md#invites */
describe('the invite can wait until the accounts are linked', () => {
  it('creates the user without the invite when "Send the invite now" is unticked', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    const api = fakeApi({ 'GET /configuration/getprimaryaccounttypes': () => ok(TYPES), 'POST /users': () => ok({ Message: 'User Saved', UserId: 12 }) });
    renderAt(<UserFormPage />, '/settings/users/add', { route: '/settings/users/add' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Send the invite now/ }));
    await userEvent.type(screen.getByLabelText(/User Id/), 'ivy@example.test');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ivy@example.test');
    await userEvent.type(screen.getByLabelText(/First Name/), 'Ivy');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Later');
    await userEvent.type(screen.getByLabelText(/Company/), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /users')).toHaveLength(1));
    expect(api.calls('POST /users')[0]!.body).toMatchObject({ Login: 'ivy@example.test', SendInvite: false });
  }, 30_000);

  it('sends the invite from the edit page of a user without a password, then offers to resend it', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    let pending = false;
    const api = fakeApi({
      'GET /configuration/getprimaryaccounttypes': () => ok(TYPES),
      'GET /users/12': () => ok({ ...invitee, InvitePending: pending }),
      'GET /users/12/accounts': () => ok([]),
      'POST /users/12/invite': () => {
        pending = true;
        return ok({ Message: 'The invite was sent.' });
      },
    });
    renderAt(<UserFormPage />, '/settings/users/12', { route: '/settings/users/:userId' });
    expect(await screen.findByText(/Invite not sent yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(toasts()).toContain('success: The invite was sent.'));
    expect(await screen.findByRole('button', { name: 'Resend invite' })).toBeInTheDocument();
    expect(api.calls('POST /users/12/invite')).toHaveLength(1);
  }, 30_000);
});
