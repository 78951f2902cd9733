import { Alert, Box, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/extra';
import { LoadError, useApi, type ScriptInventoryResponse } from 'shared';
import { shownTime } from './system-tables';


/**
 * The inventory of the payment pages' scripts on /system (PCI DSS 6.4.3,
 * docs/security/script-integrity.md#the-inventory): per page, every script it may load with its
 * release, SHA-384, when it went live, who released it and why. The same list as
 * `npm run remotes -- --scripts`.
 */
export function ScriptInventorySection() {
  const { data, error, retry } = useApi('GET /system/scripts', {}, { config: { skipErrorToast: true }, sameForEveryUser: true });
  return (
    <Box component="section" aria-labelledby="system-scripts">
      <Typography id="system-scripts" variant="h6" component="h2">
        Scripts on the payment pages
      </Typography>
      {error !== null && !data && <LoadError onRetry={retry}>The script inventory could not be loaded.</LoadError>}
      {data && !data.released && <Alert severity="info">The portal serves builds, not releases: nothing is inventoried (npm run release).</Alert>}
      {data?.released && data.pages.map((page) => <PageScripts key={page.page} page={page} />)}
    </Box>
  );
}

function PageScripts({ page }: { page: ScriptInventoryResponse['pages'][number] }) {
  const label = `Scripts ${page.page} may load`;
  return (
    <Box sx={{ mt: 2 }} data-testid={`scripts-${page.page}`}>
      <Typography variant="subtitle1" component="h3">
        {page.page} ({page.scripts.length} scripts)
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>File</TableCell>
              <TableCell>Release</TableCell>
              <TableCell>SHA-384</TableCell>
              <TableCell>Live since</TableCell>
              <TableCell>Released by</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.scripts.map((s) => (
              <TableRow key={s.file}>
                <TableCell>{s.file}</TableCell>
                <TableCell>{s.release ?? '—'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: 240 }}>{s.integrity}</TableCell>
                <TableCell>{shownTime(s.liveSince)}</TableCell>
                <TableCell>{s.by ?? '—'}</TableCell>
                <TableCell>{s.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
