import { Alert, Box, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/extra';
import { LoadError, useApi, type LatestTamperCheck } from 'shared';
import { shownTime } from './system-tables';

/**
 * The last tamper check on /system (PCI DSS 11.6.1, docs/security/tamper-detection.md): when the
 * payment pages and their scripts were last compared with the inventory and the security headers,
 * and in red, each difference with what was expected and what was found.
 */
export function TamperCheckSection() {
  const { data, error, retry } = useApi('GET /system/tamper-check', {}, { config: { skipErrorToast: true }, sameForEveryUser: true });
  return (
    <Box component="section" aria-labelledby="system-tamper">
      <Typography id="system-tamper" variant="h6" component="h2">
        Tamper check
      </Typography>
      {error !== null && !data && <LoadError onRetry={retry}>The tamper check could not be loaded.</LoadError>}
      {data && <LastCheck latest={data} />}
    </Box>
  );
}

function LastCheck({ latest }: { latest: LatestTamperCheck }) {
  const { check, intervalMinutes } = latest;
  const schedule = intervalMinutes > 0 ? `Runs every ${intervalMinutes} minutes and on npm run verify-live.` : 'Runs only on npm run verify-live.';
  if (!check) return <Typography data-testid="tamper-none">Not run yet. {schedule}</Typography>;
  const when = `${shownTime(check.checkedAt)} (${check.startedBy === 'command' ? 'by hand' : 'on schedule'}): ${check.pages} pages, ${check.scripts} scripts`;
  if (check.findings.length === 0) {
    return (
      <Alert severity="success" data-testid="tamper-clean">
        Last check {when}: everything matches the inventory and the security headers. {schedule}
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="error" data-testid="tamper-alert" sx={{ mb: 1 }}>
        Last check {when}: {check.findings.length} {check.findings.length === 1 ? 'difference' : 'differences'} from the inventory or the
        security headers. {schedule}
      </Alert>
      <TableContainer tabIndex={0} role="region" aria-label="Tamper check differences, scrollable">
        <Table size="small" aria-label="Tamper check differences">
          <TableHead>
            <TableRow>
              <TableCell>What</TableCell>
              <TableCell>Page</TableCell>
              <TableCell>File or header</TableCell>
              <TableCell>Expected</TableCell>
              <TableCell>Found</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {check.findings.map((f) => (
              <TableRow key={`${f.kind} ${f.page} ${f.subject}`} sx={{ '& td': { color: 'error.main', wordBreak: 'break-all' } }}>
                <TableCell>{f.kind}</TableCell>
                <TableCell>{f.page}</TableCell>
                <TableCell>{f.subject}</TableCell>
                <TableCell>{f.expected}</TableCell>
                <TableCell>{f.found || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
