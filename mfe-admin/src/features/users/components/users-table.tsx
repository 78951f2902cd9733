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

export function UsersTable({ rows, canManage, canImpersonate, impersonatedUserId, busy, onImpersonate }: Props) {
  return (
    <TableContainer>
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
              <TableCell sx={{ wordBreak: 'break-all' }}>{user.Login}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{user.Email}</TableCell>
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
