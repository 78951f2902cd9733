import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, useUiStore } from 'shared';
import { SESSION_MESSAGES } from 'shared/users';
import { fakeApi, ok, renderAt, signIn } from 'shared/testing';
import { UserFormPage } from './user-form-page';

const TYPES = [
  { AccountTypeId: 1, AccountTypeValue: 'Sold To' },
  { AccountTypeId: 2, AccountTypeValue: 'Payer' },
  { AccountTypeId: 3, AccountTypeValue: 'Payer - All' },
];
const toasts = () => useUiStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);

beforeEach(() => {
  useUiStore.setState({ toasts: [] });
});

describe('the user form (docs/product/users-and-admin.md#user-form)', () => {
  it('shows the messages of VALIDATION.user and sends nothing while they stand', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    const api = fakeApi({ 'GET /configuration/getprimaryaccounttypes': () => ok(TYPES) });
    renderAt(<UserFormPage />, '/settings/users/add', { route: '/settings/users/add' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of ['User Id is Required', 'First Name Required', 'Last Name Required', 'Company Required', 'Email Required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls('POST /users')).toHaveLength(0);
  });

  it("fills in a role's default permissions, offers a manager no admin, and shows the server's Message as a warning", async () => {
    signIn({ role: 'manager', user: { UserId: 1 } });
    const api = fakeApi({
      'GET /configuration/getprimaryaccounttypes': () => ok(TYPES),
      'POST /users': () => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This e-mail address is already in use.', Message: 'This e-mail address is already in use.' } }),
    });
    renderAt(<UserFormPage />, '/settings/users/add', { route: '/settings/users/add' });
    const role = await screen.findByLabelText(/User Role/);
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Internal', 'User']);
    await userEvent.selectOptions(role, 'internal');
    const checked = screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.getAttribute('name')).filter((name) => name?.startsWith('permission-'));
    expect(checked).toEqual(['permission-CanViewUsers', 'permission-CanImpersonate', 'permission-CanManageRegistrationRequests']);
    // A permission the manager lacks cannot be given.
    expect(screen.getByRole('checkbox', { name: 'Edit the system configuration' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/User Id/), 'taken@portal.test');
    await userEvent.type(screen.getByLabelText(/^Email/), 'taken@portal.test');
    await userEvent.type(screen.getByLabelText(/First Name/), 'Tia');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Taken');
    await userEvent.type(screen.getByLabelText(/Company/), 'Taken Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('warning: This e-mail address is already in use.'));
    expect(api.calls('POST /users')[0]!.body).toMatchObject({ Login: 'taken@portal.test', UserRole: 'internal', PrimaryAccountTypeId: 1, userProfileId: null });
  }, 30_000);

  it("says 'User Saved' after an edit, and asks before deleting", async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    const user = {
      UserId: 7, Login: 'payerall@portal.test', FirstName: 'Paula', LastName: 'Payerall', Company: 'Meridian', Email: 'payerall@portal.test',
      Status: 'active', PrimaryAccountTypeId: 3, UserRole: 'user', Permissions: [...ROLE_PERMISSIONS.user], CreatedDate: '2026-01-01T00:00:00Z',
      LastLoginDate: null, NumLogins: 3, LastPasswordChange: null, InvitePending: false, HasPassword: true,
      Accounts: [{ AccountId: 1, PrimaryAcct: '200100', Name: 'Meridian', CompanyCode: '1000', SalesOrganization: '1000', DistributionChannel: '10', Division: '00', AccountTypeId: 3 }],
    };
    const api = fakeApi({
      'GET /configuration/getprimaryaccounttypes': () => ok(TYPES),
      'GET /users/7': () => ok(user),
      'GET /users/7/accounts': () => ok(user.Accounts),
      'GET /users/7/exclusions': () => ok({ status: 'S', message: '', accounts: ['100500'] }),
      'PUT /users/7': () => ok({ Message: 'User Saved', UserId: 7 }),
      'PUT /users/7/exclusions': () => ok({ status: 'E', message: 'Account 9 is not a sold-to of this payer.', accounts: ['100500'] }),
    });
    renderAt(<UserFormPage />, '/settings/users/7', { route: '/settings/users/:userId' });
    expect(await screen.findByText('200100 - Meridian')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('success: User Saved'));

    // The exclusion list: an empty entry is not added; the page's one Save stores the list too, and a
    // refusal (status E) shows as an error toast and at the list.
    const exclusions = screen.getByRole('region', { name: 'Exclusion List' });
    await within(exclusions).findByText('100500');
    expect(within(exclusions).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Save/ })).toHaveLength(1);
    expect(api.calls('PUT /users/7/exclusions')).toHaveLength(0);
    await userEvent.click(within(exclusions).getByRole('button', { name: 'Add' }));
    expect(await within(exclusions).findByText('An excluded account number cannot be empty.')).toBeInTheDocument();
    await userEvent.type(within(exclusions).getByLabelText('Account number'), '999999');
    await userEvent.click(within(exclusions).getByRole('button', { name: 'Add' }));
    expect(within(exclusions).getByRole('status')).toHaveTextContent('Changed: Save at the end of the page stores the list.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('error: Account 9 is not a sold-to of this payer.'));
    // The page reloads the saved user: the list comes back with the refused entry and the refusal.
    const shown = await screen.findByRole('region', { name: 'Exclusion List' });
    expect(await within(shown).findByRole('alert')).toHaveTextContent('Account 9 is not a sold-to of this payer.');
    expect(within(shown).getByText('999999')).toBeInTheDocument();
    expect(api.calls('PUT /users/7/exclusions')[0]!.body).toEqual(['100500', '999999']);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this use? This can not be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /users/7')).toHaveLength(0);
  }, 30_000);
});

describe('leaving the user form with unsaved changes (docs/product/users-and-admin.md#user-form)', () => {
  it('asks the browser to warn while a field or the exclusion list differs from what is saved', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    const user = {
      UserId: 7, Login: 'payerall@portal.test', FirstName: 'Paula', LastName: 'Payerall', Company: 'Meridian', Email: 'payerall@portal.test',
      Status: 'active', PrimaryAccountTypeId: 3, UserRole: 'user', Permissions: [...ROLE_PERMISSIONS.user], CreatedDate: '2026-01-01T00:00:00Z',
      LastLoginDate: null, NumLogins: 3, LastPasswordChange: null, InvitePending: false, Accounts: [],
    };
    fakeApi({
      'GET /configuration/getprimaryaccounttypes': () => ok(TYPES),
      'GET /users/7': () => ok(user),
      'GET /users/7/accounts': () => ok([]),
      'GET /users/7/exclusions': () => ok({ status: 'S', message: '', accounts: [] }),
      'PUT /users/7': () => ok({ Message: 'User Saved', UserId: 7 }),
    });
    renderAt(<UserFormPage />, '/settings/users/7', { route: '/settings/users/:userId' });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const company = await screen.findByLabelText(/Company/);
    expect(leave()).toBe(false);
    await userEvent.type(company, ' Group');
    await waitFor(() => expect(leave()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('success: User Saved'));
    await waitFor(() => expect(leave()).toBe(false));
    const exclusions = await screen.findByRole('region', { name: 'Exclusion List' });
    await userEvent.type(within(exclusions).getByLabelText('Account number'), '100400');
    await userEvent.click(within(exclusions).getByRole('button', { name: 'Add' }));
    expect(leave()).toBe(true);
  }, 30_000);
});

describe('ending all of a user’s sessions from the user form (docs/security/sessions.md)', () => {
  const edited = {
    UserId: 9, Login: 'viewer@portal.test', FirstName: 'Vera', LastName: 'Viewer', Company: 'Harborview', Email: 'viewer@portal.test',
    Status: 'active', PrimaryAccountTypeId: 1, UserRole: 'user', Permissions: [...ROLE_PERMISSIONS.user], CreatedDate: '2026-01-01T00:00:00Z',
    LastLoginDate: null, NumLogins: 1, LastPasswordChange: null, InvitePending: false, HasPassword: true, Accounts: [],
  };
  const routes = (end: () => ReturnType<typeof ok>) => ({
    'GET /configuration/getprimaryaccounttypes': () => ok(TYPES),
    'GET /users/9': () => ok(edited),
    'GET /users/9/accounts': () => ok([]),
    'POST /users/9/sessions/end': end,
  });

  it('asks first, then ends them and says how many', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    const api = fakeApi(routes(() => ok({ ended: 2 })));
    renderAt(<UserFormPage />, '/settings/users/9', { route: '/settings/users/:userId' });
    await userEvent.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End all sessions of this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /users/9/sessions/end')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(toasts()).toContain(`success: ${SESSION_MESSAGES.endedForUser(2)}`));
    expect(api.calls('POST /users/9/sessions/end')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it("shows the server's refusal in the dialog", async () => {
    signIn({ role: 'manager', user: { UserId: 1 } });
    fakeApi(routes(() => ({ status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'You may not manage this user.', Message: 'You may not manage this user.' } })));
    renderAt(<UserFormPage />, '/settings/users/9', { route: '/settings/users/:userId' });
    await userEvent.click(await screen.findByRole('button', { name: 'End all sessions' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End all sessions' }));
    expect(await within(screen.getByRole('dialog')).findByText('You may not manage this user.')).toBeInTheDocument();
  }, 30_000);

  it('is not offered on one’s own record', async () => {
    signIn({ role: 'admin', user: { UserId: 9 } });
    fakeApi(routes(() => ok({ ended: 0 })));
    renderAt(<UserFormPage />, '/settings/users/9', { route: '/settings/users/:userId' });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
  }, 30_000);
});
