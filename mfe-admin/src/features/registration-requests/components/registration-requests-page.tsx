import { useState } from 'react';
import { Button, Link, Paper, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/more';
import { Link as RouterLink } from 'shared/router';
import { callApi, errorMessage, LoadError, Page, toast, toDisplayDate, useApi, type RegistrationRequestItem } from 'shared';
import { REGISTRATION_REJECTION_TEXTS as REJECTION } from 'shared/users';
import { LABELS } from '../../../config/labels';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { RejectRequestDialog } from './reject-request-dialog';

/** The 'Create User' link of a request: the user form, filled from it. */
export const createUserPath = (registrationRequestId: number): string => `/settings/users/add/${registrationRequestId}`;

/**
 * /settings/registration-requests (docs/product/users-and-admin.md#registration-requests-list):
 * the open requests with Name, Company, Email, Message, the date sent and a 'Create User' link, and
 * Reject, which asks for the reason mailed to the requester; a rejected request leaves the list.
 */
export function RegistrationRequestsPage() {
  const requests = useApi('GET /register', {}, { sameForEveryUser: true, config: { skipErrorToast: true } });
  const [rejecting, setRejecting] = useState<RegistrationRequestItem | null>(null);
  const nameOf = (r: RegistrationRequestItem) => `${r.firstName} ${r.lastName}`;
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
                {[LABELS.name, LABELS.company, LABELS.email, LABELS.message, REJECTION.dateColumn].map((label) => (
                  <TableCell key={label} component="th" scope="col">
                    {label}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">
                  <span style={VISUALLY_HIDDEN}>{LABELS.createUser}</span>
                </TableCell>
                <TableCell component="th" scope="col">
                  <span style={VISUALLY_HIDDEN}>{REJECTION.reject}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requests.data.map((r) => (
                <TableRow key={r.registrationRequestId}>
                  <TableCell component="th" scope="row">{nameOf(r)}</TableCell>
                  <TableCell>{r.company}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 200 }}>{r.message}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={r.createdAt}>{toDisplayDate(new Date(r.createdAt))}</time>
                  </TableCell>
                  <TableCell>
                    {/* The visible text stays the specification's; the name tells the rows' links apart. */}
                    <Link component={RouterLink} to={createUserPath(r.registrationRequestId)} aria-label={REJECTION.createUserFor(nameOf(r))}>
                      {LABELS.createUser}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Button size="small" color="error" onClick={() => setRejecting(r)} aria-label={REJECTION.rejectFor(nameOf(r))}>
                      {REJECTION.reject}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {rejecting ? (
        <RejectRequestDialog
          name={nameOf(rejecting)}
          onClose={() => setRejecting(null)}
          onConfirm={async (values) => {
            // A refusal's Message shows in the dialog; the list loads again by itself (the call declares it stale).
            await callApi('POST /register/:id/reject', { params: { id: rejecting.registrationRequestId }, body: values }, { skipErrorToast: true });
            setRejecting(null);
            toast.success(REJECTION.rejected);
          }}
        />
      ) : null}
    </Page>
  );
}
