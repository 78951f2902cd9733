import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, type UserListItem } from 'shared';
import { fakeApi, ok, renderAt, signIn } from 'shared/testing';
import { UsersPage } from './users-page';

const row = (UserId: number, FirstName: string, LastName: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  UserId,
  Login: `${FirstName.toLowerCase()}@portal.test`,
  FirstName,
  LastName,
  Company: 'Meridian',
  Email: `${FirstName.toLowerCase()}@portal.test`,
  Status: 'active',
  UserRole: 'user',
  PrimaryAccountTypeId: 1,
  AccountCount: 1,
  CanEdit: true,
  ...extra,
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the users list (docs/product/users-and-admin.md#users-list)', () => {
  it('asks once, 400 ms after the last key, with the search and the filters', async () => {
    jest.useFakeTimers();
    signIn({ role: 'internal', user: { UserId: 1 } });
    const api = fakeApi({ 'GET /users': () => ok([row(1, 'Paul', 'Payer'), row(2, 'Sam', 'Staff', { AccountCount: 0, UserRole: 'internal' })]) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<UsersPage />, '/settings/users');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(api.calls('GET /users')).toHaveLength(1);

    await user.type(screen.getByLabelText('Search users'), 'mer');
    await act(() => jest.advanceTimersByTimeAsync(399));
    expect(api.calls('GET /users')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(api.calls('GET /users')).toHaveLength(2);
    expect(api.calls('GET /users')[1]!.params).toEqual({ search: 'mer', status: '', profile: '', page: 1 });

    await user.selectOptions(screen.getByLabelText('Status'), 'locked');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(api.calls('GET /users').at(-1)!.params).toMatchObject({ search: 'mer', status: 'locked', page: 1 });
    // The last answer is shown before the test ends.
    await act(() => jest.runOnlyPendingTimersAsync());
    expect(await screen.findByRole('table', { name: 'User Management' })).toBeInTheDocument();
  });

  it('shows staff no Add User and no edit links, and disables the Impersonate tick of a user without accounts', async () => {
    signIn({ role: 'internal', user: { UserId: 1 } });
    fakeApi({ 'GET /users': () => ok([row(1, 'Paul', 'Payer'), row(2, 'Sam', 'Staff', { AccountCount: 0, UserRole: 'internal' })]) });
    renderAt(<UsersPage />, '/settings/users');
    const table = await screen.findByRole('table', { name: 'User Management' });
    expect(screen.queryByRole('link', { name: 'Add User' })).not.toBeInTheDocument();
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Impersonate Paul Payer' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Impersonate Sam Staff' })).toBeDisabled();
  });

  it('gives a manager Add User and the name links, and no Impersonate column without CanImpersonate', async () => {
    signIn({ role: 'manager', permissions: ROLE_PERMISSIONS.manager.filter((p) => p !== 'CanImpersonate'), user: { UserId: 1 } });
    fakeApi({ 'GET /users': () => ok([row(1, 'Paul', 'Payer'), row(3, 'Alex', 'Admin', { CanEdit: false, UserRole: 'admin' })]) });
    renderAt(<UsersPage />, '/settings/users');
    const table = await screen.findByRole('table', { name: 'User Management' });
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/settings/users/add');
    expect(within(table).getByRole('link', { name: 'Paul Payer' })).toHaveAttribute('href', '/settings/users/1');
    expect(within(table).queryByRole('link', { name: 'Alex Admin' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
