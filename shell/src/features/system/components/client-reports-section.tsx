import { Alert, Box, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/extra';
import { LoadError, useApi, type ClientReportList } from 'shared';
import type { RequestState } from 'shared/core';
import { shownTime } from './system-tables';

const KIND_LABELS: Record<string, string> = {
  'remote-load-failure': 'Remote did not load',
  'render-error': 'Render error in an area',
  'integrity-refusal': 'Integrity refused',
  'csp-violation': 'Content-Security-Policy violation',
  'unlisted-script': 'Unlisted script on a payment page',
};

/** Kinds that may mean tampering, not just an outage: shown red (docs/security/client-reports.md). */
const ALARMING = new Set(['integrity-refusal', 'csp-violation', 'unlisted-script']);

/** The browser reports, loaded with the page and again on "Check again"; the same whoever is impersonated. */
export const useClientReports = (allowed: boolean) =>
  useApi('GET /system/client-reports', allowed ? {} : null, { config: { skipErrorToast: true }, sameForEveryUser: true });

/**
 * What browsers reported of the code they ran, counted per kind, remote and release over the last
 * days (docs/security/client-reports.md).
 */
export function ClientReportsSection({ reports }: { reports: RequestState<ClientReportList> }) {
  const { data, error, retry } = reports;
  return (
    <Box component="section" aria-labelledby="system-reports">
      <Typography id="system-reports" variant="h6" component="h2">Reports from browsers</Typography>
      {error !== null && !data && <LoadError onRetry={retry}>The browser reports could not be loaded.</LoadError>}
      {data && <ReportLines list={data} />}
    </Box>
  );
}

function ReportLines({ list }: { list: ClientReportList }) {
  if (list.lines.length === 0) {
    return <Typography data-testid="client-reports-empty">No browser reported a problem in the last {list.days} days.</Typography>;
  }
  const alarming = list.lines.filter((line) => ALARMING.has(line.kind)).reduce((sum, line) => sum + line.count, 0);
  return (
    <>
      {alarming > 0 && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="client-reports-alarm">
          {alarming} {alarming === 1 ? 'report' : 'reports'} of refused or blocked scripts in the last {list.days} days.
        </Alert>
      )}
      <TableContainer tabIndex={0} role="region" aria-label="Browser reports, scrollable">
        <Table size="small" aria-label={`Browser reports of the last ${list.days} days`}>
          <TableHead>
            <TableRow>
              <TableCell>What</TableCell>
              <TableCell>Remote</TableCell>
              <TableCell>Release</TableCell>
              <TableCell>Detail</TableCell>
              <TableCell align="right">Count</TableCell>
              <TableCell>Last</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.lines.map((line) => (
              <TableRow key={`${line.kind} ${line.remote} ${line.release} ${line.detail}`} sx={ALARMING.has(line.kind) ? { '& td': { color: 'error.main' } } : undefined}>
                <TableCell>{KIND_LABELS[line.kind] ?? line.kind}</TableCell>
                <TableCell>{line.remote || '—'}</TableCell>
                <TableCell>{line.release || '—'}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{line.detail || '—'}</TableCell>
                <TableCell align="right">{line.count}</TableCell>
                <TableCell>{shownTime(line.lastAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
