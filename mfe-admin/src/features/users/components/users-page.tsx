import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'shared/router';
import { Alert, Box, Button, LinearProgress, Typography } from 'shared/ui/base';
import { callApi, Page, toast, useAction, usePermission, type UsersQuery } from 'shared';
import { USERS_PAGE_SIZE, USERS_SEARCH_DEBOUNCE_MS } from 'shared/users';
import { LABELS } from '../../../config/labels';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useImpersonation } from '../hooks/use-impersonation';
import { useUsers } from '../hooks/use-users';
import { saveFile } from '../utils/save-file';
import { UsersFilters, type FilterValues } from './users-filters';
import { UsersPager } from './users-pager';
import { UsersTable } from './users-table';

/** /settings/users (CanViewUsers): search, filters, pages of 50, export, Add User and impersonation. */
export function UsersPage() {
  const canManage = usePermission('CanManageUsers');
  const canImpersonate = usePermission('CanImpersonate');
  const [filters, setFilters] = useState<FilterValues>({ search: '', status: '', profile: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), USERS_SEARCH_DEBOUNCE_MS);
  const query = useMemo<UsersQuery>(() => ({ search, status: filters.status, profile: filters.profile, page }), [search, filters.status, filters.profile, page]);
  const users = useUsers(query);
  const impersonation = useImpersonation();
  const exporting = useAction(async () => {
    try {
      // The filtered list as an .xlsx, saved by the browser as users.xlsx.
      const query = { search, status: filters.status, profile: filters.profile };
      saveFile(await callApi('GET /users/export', { query }, { skipErrorToast: true }), 'users.xlsx');
    } catch {
      toast.error(LABELS.exportFailed);
    }
  });

  const onFilters = (next: FilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const pageCount = users.data ? Math.ceil(users.data.total / USERS_PAGE_SIZE) : 0;

  return (
    <Page title={LABELS.usersTitle}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {canManage && (
          <Button variant="contained" component={RouterLink} to="/settings/users/add">
            {LABELS.addUser}
          </Button>
        )}
        <Button variant="outlined" onClick={() => void exporting.run()} disabled={exporting.busy}>
          {exporting.busy ? LABELS.exporting : LABELS.export}
        </Button>
      </Box>
      <UsersFilters values={filters} onChange={onFilters} />
      <Box sx={{ minHeight: 4 }}>{users.loading && <LinearProgress aria-label="Loading users" />}</Box>
      {users.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={users.retry}>
              {LABELS.retry}
            </Button>
          }
        >
          {LABELS.loadFailed}
        </Alert>
      ) : null}
      {users.data && (
        <>
          <Typography role="status" sx={{ my: 1 }} color="text.secondary">
            {LABELS.usersFound(users.data.total)}
          </Typography>
          {users.data.rows.length === 0 ? (
            <Alert severity="info">{LABELS.noUsers}</Alert>
          ) : (
            <UsersTable
              rows={users.data.rows}
              canManage={canManage}
              canImpersonate={canImpersonate}
              impersonatedUserId={impersonation.impersonatedUserId}
              busy={impersonation.busy}
              onImpersonate={(id) => void impersonation.toggle(id)}
            />
          )}
          <UsersPager page={page} count={pageCount} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
