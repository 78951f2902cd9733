import { Link as RouterLink } from 'shared/router';
import { Link } from 'shared/ui/base';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/more';
import { type UserListItem } from 'shared';
import { USER_ROLE_LABELS, USER_STATUS_LABELS } from 'shared/users';
import { LABELS } from '../../../config/labels';

interface Props {
  rows: UserListItem[];
  canManage: boolean;
  canImpersonate: boolean;
  impersonatedUserId: number | null;
  busy: boolean;
  onImpersonate: (userId: number) => void;
}

const fullName = (u: UserListItem) => `${u.FirstName} ${u.LastName}`.trim() || u.Login;
/** The server impersonates active customers with linked accounts only; the tick says so before it is tried. */
const impersonable = (u: UserListItem) => u.AccountCount > 0 && u.UserRole === 'user' && u.Status === 'active';

/**
 * An address breaks only where it must (after a dot or an @ first, anywhere in a long part) and
 * its column keeps room for about 18 characters: on a phone the table scrolls sideways instead of
 * stacking an address one character a line (docs/product/users-and-admin.md#users-list).
 */
const ADDRESS_CELL = { wordBreak: 'normal', overflowWrap: 'anywhere', minWidth: '18ch' } as const;

export function UsersTable({ rows, canManage, canImpersonate, impersonatedUserId, busy, onImpersonate }: Props) {
  return (
    // A region the keyboard can scroll, named, as tables that scroll sideways on a phone are
    // (docs/product/navigation-and-layout.md#accessibility).
    <TableContainer tabIndex={0} role="region" aria-label={LABELS.usersTitle}>
      <Table size="small" aria-label={LABELS.usersTitle}>
        <TableHead>
          <TableRow>
            {canImpersonate && <TableCell padding="checkbox">{LABELS.impersonate}</TableCell>}
            <TableCell>{LABELS.name}</TableCell>
            <TableCell>{LABELS.userId}</TableCell>
            <TableCell>{LABELS.email}</TableCell>
            <TableCell>{LABELS.company}</TableCell>
            <TableCell>{LABELS.status}</TableCell>
            <TableCell>{LABELS.profile}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.UserId} hover>
              {canImpersonate && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={impersonatedUserId === user.UserId}
                    disabled={busy || !impersonable(user)}
                    onChange={() => onImpersonate(user.UserId)}
                    slotProps={{ input: { 'aria-label': LABELS.impersonateUser(fullName(user)) } }}
                    title={user.AccountCount === 0 ? LABELS.noAccountsHint : undefined}
                  />
                </TableCell>
              )}
              <TableCell>
                {canManage && user.CanEdit ? (
                  <Link component={RouterLink} to={`/settings/users/${user.UserId}`}>
                    {fullName(user)}
                  </Link>
                ) : (
                  fullName(user)
                )}
              </TableCell>
              <TableCell sx={ADDRESS_CELL} data-testid="user-login">
                {user.Login}
              </TableCell>
              <TableCell sx={ADDRESS_CELL} data-testid="user-email">
                {user.Email}
              </TableCell>
              <TableCell>{user.Company}</TableCell>
              <TableCell>{USER_STATUS_LABELS[user.Status]}</TableCell>
              <TableCell>{USER_ROLE_LABELS[user.UserRole]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
