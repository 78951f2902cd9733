import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, useUiStore, type Permission, type UserDetail } from 'shared';
import { ACCOUNT_CHANGE_TEXTS, PERMISSION_LABELS } from 'shared/users';
import { fakeApi, ok, renderAt, signIn } from 'shared/testing';
import { UserFormPage } from './user-form-page';

const TYPES = [
  { AccountTypeId: 1, AccountTypeValue: 'Sold To' },
  { AccountTypeId: 2, AccountTypeValue: 'Payer' },
  { AccountTypeId: 3, AccountTypeValue: 'Payer - All' },
];
const toasts = () => useUiStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
// The boxes are named in words; the code name is their hint (docs/product/users-and-admin.md#permissions).
const box = (permission: Permission) => screen.getByRole('checkbox', { name: PERMISSION_LABELS[permission] });
const customer = (overrides: Partial<UserDetail> = {}): UserDetail => ({
  UserId: 9, Login: 'sophie@example.test', FirstName: 'Sophie', LastName: 'Soldto', Company: 'Harborview', Email: 'sophie@example.test',
  Status: 'active', PrimaryAccountTypeId: 1, UserRole: 'user', Permissions: [...ROLE_PERMISSIONS.user], CreatedDate: '2026-01-01T00:00:00Z',
  LastLoginDate: null, NumLogins: 1, LastPasswordChange: null, InvitePending: false, HasPassword: true, PendingEmail: null, Accounts: [],
  ...overrides,
});

beforeEach(() => {
  useUiStore.setState({ toasts: [] });
});

describe('the user form follows the role (docs/security/roles-and-permissions.md)', () => {
  it('offers a customer no staff permission, and a manager or internal user no CanEditSystemConfig, even to an admin', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    fakeApi({ 'GET /configuration/getprimaryaccounttypes': () => ok(TYPES) });
    renderAt(<UserFormPage />, '/settings/users/add', { route: '/settings/users/add' });
    await screen.findByLabelText(/User Role/);
    for (const staff of ['CanImpersonate', 'CanViewUsers', 'CanManageUsers', 'CanManageRegistrationRequests', 'CanEditSystemConfig'] as const) {
      expect(box(staff)).toBeDisabled();
      expect(box(staff)).not.toBeChecked();
    }
    expect(box('CanMakePayment')).toBeEnabled();
    expect(screen.getByText('The User role cannot hold CanEditSystemConfig, CanViewUsers, CanManageUsers, CanImpersonate, CanManageRegistrationRequests.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/User Role/), 'internal');
    expect(box('CanImpersonate')).toBeChecked();
    expect(box('CanManageUsers')).toBeEnabled();
    expect(box('CanEditSystemConfig')).toBeDisabled();
    expect(screen.getByText('The Internal role cannot hold CanEditSystemConfig.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/User Role/), 'admin');
    expect(box('CanEditSystemConfig')).toBeEnabled();
  }, 30_000);

  it('names a permission a customer holds from before, lets it be removed, and sends nothing until it is', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    const user = customer({ Permissions: ['CanMakePayment', 'CanImpersonate'] });
    const api = fakeApi({
      'GET /configuration/getprimaryaccounttypes': () => ok(TYPES),
      'GET /users/9': () => ok(user),
      'GET /users/9/accounts': () => ok([]),
      'PUT /users/9': () => ok({ Message: 'User Saved', UserId: 9 }),
    });
    renderAt(<UserFormPage />, '/settings/users/9', { route: '/settings/users/:userId' });
    await screen.findByDisplayValue('Harborview');
    expect(box('CanImpersonate')).toBeChecked();
    expect(box('CanImpersonate')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with the User role cannot hold CanImpersonate.');
    expect(api.calls('PUT /users/9')).toHaveLength(0);

    await userEvent.click(box('CanImpersonate'));
    expect(box('CanImpersonate')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('success: User Saved'));
    expect(api.calls('PUT /users/9')[0]!.body).toMatchObject({ UserRole: 'user', Permissions: ['CanMakePayment'] });
  }, 30_000);
});

describe('a change of e-mail address that waits (docs/security/account-changes.md)', () => {
  it('shows the new address until it is confirmed, keeps the old one in the form, and cancels it', async () => {
    signIn({ role: 'admin', user: { UserId: 1 } });
    let pending: string | null = 'sophie.new@example.test';
    const api = fakeApi({
      'GET /configuration/getprimaryaccounttypes': () => ok(TYPES),
      'GET /users/9': () => ok(customer({ PendingEmail: pending })),
      'GET /users/9/accounts': () => ok([]),
      'DELETE /users/9/email-change': () => {
        pending = null;
        return ok({ Message: ACCOUNT_CHANGE_TEXTS.cancelled });
      },
    });
    renderAt(<UserFormPage />, '/settings/users/9', { route: '/settings/users/:userId' });
    const notice = await screen.findByText(ACCOUNT_CHANGE_TEXTS.pending('sophie.new@example.test'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sophie@example.test');
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(toasts()).toContain(`success: ${ACCOUNT_CHANGE_TEXTS.cancelled}`));
    expect(api.calls('DELETE /users/9/email-change')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(ACCOUNT_CHANGE_TEXTS.pending('sophie.new@example.test'))).not.toBeInTheDocument());
  }, 30_000);
});
