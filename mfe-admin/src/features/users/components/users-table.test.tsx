import { screen } from '@testing-library/react';
import type { UserListItem } from 'shared';
import { renderAt } from 'shared/testing';
import { UsersTable } from './users-table';

const row: UserListItem = {
  UserId: 4, Login: 'katherine.longname@harborview-properties.test', FirstName: 'Kate', LastName: 'Long', Company: 'Harborview',
  Email: 'katherine.longname@harborview-properties.test', Status: 'active', UserRole: 'user', PrimaryAccountTypeId: 1, AccountCount: 1, CanEdit: true,
};

describe('UsersTable (docs/product/users-and-admin.md#users-list)', () => {
  it('keeps room for an address and breaks it only where it must, and scrolls as a named region instead', () => {
    renderAt(<UsersTable rows={[row]} canManage canImpersonate={false} impersonatedUserId={null} busy={false} onImpersonate={() => undefined} />);
    for (const cell of [screen.getByTestId('user-email'), screen.getByTestId('user-login')]) {
      expect(cell).toHaveStyle({ wordBreak: 'normal', overflowWrap: 'anywhere', minWidth: '18ch' });
    }
    expect(screen.getByRole('region', { name: 'User Management' })).toHaveAttribute('tabindex', '0');
  });
});
