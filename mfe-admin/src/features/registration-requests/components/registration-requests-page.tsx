import { Link, Paper, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/more';
import { Link as RouterLink } from 'shared/router';
import { errorMessage, LoadError, Page } from 'shared';
import { LABELS } from '../../../config/labels';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { useRegistrationRequests } from '../api/list-registration-requests';

/** The 'Create User' link of a request: the user form, filled from it. */
export const createUserPath = (registrationRequestId: number): string => `/settings/users/add/${registrationRequestId}`;

/**
 * /settings/registration-requests (docs/product/users-and-admin.md#registration-requests-list):
 * the open requests with Name, Company, Email, Message and a 'Create User' link.
 */
export function RegistrationRequestsPage() {
  const requests = useRegistrationRequests();
  return (
    <Page title={LABELS.registrationRequestsTitle}>
      {requests.error ? <LoadError onRetry={requests.retry}>{errorMessage(requests.error, LABELS.requestsLoadError)}</LoadError> : null}
      {requests.loading && !requests.data ? <Typography role="status">{LABELS.loading}</Typography> : null}
      {requests.data && requests.data.length === 0 ? <Typography>{LABELS.noRequests}</Typography> : null}
      {requests.data && requests.data.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={LABELS.registrationRequestsTitle} size="small">
            <TableHead>
              <TableRow>
                {[LABELS.name, LABELS.company, LABELS.email, LABELS.message].map((label) => (
                  <TableCell key={label} component="th" scope="col">
                    {label}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">
                  <span style={VISUALLY_HIDDEN}>{LABELS.createUser}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requests.data.map((r) => (
                <TableRow key={r.registrationRequestId}>
                  <TableCell component="th" scope="row">{`${r.firstName} ${r.lastName}`}</TableCell>
                  <TableCell>{r.company}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 200 }}>{r.message}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={createUserPath(r.registrationRequestId)} aria-label={`${LABELS.createUser}: ${r.firstName} ${r.lastName}`}>
                      {LABELS.createUser}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Page>
  );
}
