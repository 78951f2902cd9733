import { Typography } from 'shared/ui/base';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/extra';
import type { SystemStatusResponse } from 'shared';

/** A time as the operator's browser shows it; '—' when it is not known. */
export const shownTime = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');

/**
 * Each remote's live release. On a phone the table scrolls sideways rather than squeezing; the
 * scrolling region takes the keyboard's focus, so it can be scrolled without a mouse.
 */
export function RemotesTable({ remotes }: { remotes: SystemStatusResponse['remotes'] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Remotes, scrollable">
      <Table size="small" aria-label="Live release of each remote">
        <TableHead>
          <TableRow>
            <TableCell>Remote</TableCell>
            <TableCell>Live release</TableCell>
            <TableCell>Live since</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {remotes.map((r) => (
            <TableRow key={r.name} data-testid={`remote-${r.remote}`}>
              <TableCell>{r.remote}</TableCell>
              <TableCell>
                {r.release ?? (r.url ? <span title={r.url}>unversioned build</span> : 'not deployed')}
                {r.forced && <Chip size="small" color="warning" label="forced" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{shownTime(r.liveSince)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The API servers whose heartbeat is recent. */
export function InstancesTable({ instances }: { instances: SystemStatusResponse['api']['instances'] }) {
  if (instances.length === 0) return <Typography color="text.secondary">No instance has reported lately.</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label="API server instances, scrollable">
      <Table size="small" aria-label="API server instances">
        <TableHead>
          <TableRow>
            <TableCell>Host</TableCell>
            <TableCell>Port</TableCell>
            <TableCell>PID</TableCell>
            <TableCell>Version</TableCell>
            <TableCell>Started</TableCell>
            <TableCell>Last seen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {instances.map((i) => (
            <TableRow key={i.id}>
              <TableCell>
                {i.host}
                {i.self && <Chip size="small" label="this one" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{i.port ?? '–'}</TableCell>
              <TableCell>{i.pid}</TableCell>
              <TableCell>{i.version}</TableCell>
              <TableCell>{shownTime(i.startedAt)}</TableCell>
              <TableCell>{shownTime(i.seenAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
