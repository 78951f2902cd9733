import { Box, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/extra';
import { LoadError, useApi, type CanariesResponse, type CanaryRemote } from 'shared';
import { shownTime } from './system-tables';

const rate = (loads: number, errors: number) => (loads > 0 ? ` (${((errors / loads) * 100).toFixed(1)} %)` : '');
const counts = (c: { loads: number; errors: number }) => `${c.loads} page loads, ${c.errors} errors${rate(c.loads, c.errors)}`;

const WATCH_WORDS: Record<string, string> = { wait: 'Watching', rollback: 'Rolled back', promote: 'Promoted' };

/**
 * Canary releases on /system (docs/architecture/remotes.md#canary-releases): per remote its stable
 * release and its canary with the share, the page loads and errors of each, and what the canary
 * watch decided last, with its reason.
 */
export function CanarySection() {
  const { data, error, retry } = useApi('GET /system/canaries', {}, { config: { skipErrorToast: true }, sameForEveryUser: true });
  return (
    <Box component="section" aria-labelledby="system-canaries">
      <Typography id="system-canaries" variant="h6" component="h2">
        Canary releases
      </Typography>
      {error !== null && !data && <LoadError onRetry={retry}>The canary releases could not be loaded.</LoadError>}
      {data && <Canaries canaries={data} />}
    </Box>
  );
}

function Canaries({ canaries }: { canaries: CanariesResponse }) {
  const { minLoads, margin, promoteAfterMinutes } = canaries.settings;
  return (
    <>
      <Typography color="text.secondary" data-testid="canary-settings" sx={{ mb: 1 }}>
        The watch rolls a canary back when its error rate is more than {Math.round(margin * 1000) / 10} points above the stable release&apos;s
        over at least {minLoads} page loads, and promotes it after {promoteAfterMinutes} minutes without that.
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label="Canary releases, scrollable">
        <Table size="small" aria-label="Canary releases">
          <TableHead>
            <TableRow>
              <TableCell>Remote</TableCell>
              <TableCell>Stable release</TableCell>
              <TableCell>Canary</TableCell>
              <TableCell>Share</TableCell>
              <TableCell>Watch</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {canaries.remotes.map((remote) => (
              <CanaryRow key={remote.remote} remote={remote} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

function CanaryRow({ remote }: { remote: CanaryRemote }) {
  const { stable, canary, watch } = remote;
  return (
    <TableRow data-testid={`canary-${remote.remote}`} sx={watch?.action === 'rollback' ? { '& td:last-of-type': { color: 'error.main' } } : undefined}>
      <TableCell>{remote.remote}</TableCell>
      <TableCell>
        {stable.release ?? 'unreleased'}
        <br />
        {counts(stable)}
      </TableCell>
      <TableCell>
        {canary ? (
          <>
            {canary.release}
            <br />
            {counts(canary)}
            <br />
            since {shownTime(canary.since)}
            {canary.by ? ` by ${canary.by}` : ''}
            {canary.reason ? `: ${canary.reason}` : ''}
          </>
        ) : (
          'none'
        )}
      </TableCell>
      <TableCell>{canary ? `${canary.percent} %` : '—'}</TableCell>
      <TableCell>{watch ? `${WATCH_WORDS[watch.action] ?? watch.action} ${shownTime(watch.at)}: ${watch.reason}` : '—'}</TableCell>
    </TableRow>
  );
}
