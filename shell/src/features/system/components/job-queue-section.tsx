import { Box, Button, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/extra';
import { callApi, errorMessage, LoadError, MESSAGES, toast, useAction, useApi, type JobQueueOverview } from 'shared';

/** The section shows its own load error; a refused retry is a toast of its own. */
const quiet = { skipErrorToast: true } as const;

const shown = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');

type Counts = Record<'waiting' | 'running' | 'failed', number>;

/** Jobs not done, one row per kind of job. */
function countsByName(counts: JobQueueOverview['counts']): [string, Counts][] {
  const rows = new Map<string, Counts>();
  for (const { name, state, count } of counts) {
    if (state === 'done') continue;
    const row = rows.get(name) ?? { waiting: 0, running: 0, failed: 0 };
    row[state] += count;
    rows.set(name, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * /system's job queue (docs/architecture/jobs.md#on-system): jobs waiting, running and failed by
 * kind, the next run of each schedule in the company's time zone, and a retry for each failed job.
 */
export function JobQueueSection() {
  const queue = useApi('GET /system/jobs', {}, { config: quiet, sameForEveryUser: true });
  // A retried job reloads the section (the endpoint invalidates jobQueue).
  const retry = useAction(async (id: number) => {
    try {
      await callApi('POST /system/jobs/:id/retry', { params: { id } }, quiet);
      toast.success(`Job ${id} will run again shortly.`);
    } catch (error) {
      toast.warning(errorMessage(error, MESSAGES.systemErrorToast));
      queue.retry();
    }
  });
  const data = queue.data;
  return (
    <Box component="section" aria-labelledby="system-jobs">
      <Typography id="system-jobs" variant="h6" component="h2">Jobs</Typography>
      {queue.error !== null && !data && <LoadError onRetry={queue.retry}>The job queue could not be loaded.</LoadError>}
      {data && (
        <>
          <JobCounts counts={data.counts} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Schedules (time zone {data.timeZone})
          </Typography>
          <TableContainer tabIndex={0} role="region" aria-label="Schedules, scrollable">
            <Table size="small" aria-label="Schedules">
              <TableHead>
                <TableRow>
                  <TableCell>Job</TableCell>
                  <TableCell>Runs</TableCell>
                  <TableCell>Next run</TableCell>
                  <TableCell>Last run</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.schedules.map((s) => (
                  <TableRow key={s.name} data-testid={`schedule-${s.name}`}>
                    <TableCell>{s.name}</TableCell>
                    <TableCell>{s.spec}</TableCell>
                    <TableCell>{shown(s.nextRunAt)}</TableCell>
                    <TableCell>{shown(s.lastRunAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>Failed jobs</Typography>
          {data.failed.length === 0 ? (
            <Typography color="text.secondary">No job has failed.</Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label="Failed jobs, scrollable">
              <Table size="small" aria-label="Failed jobs">
                <TableHead>
                  <TableRow>
                    <TableCell>Job</TableCell>
                    <TableCell>Attempts</TableCell>
                    <TableCell>Last error</TableCell>
                    <TableCell>Failed at</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.failed.map((job) => (
                    <TableRow key={job.id} data-testid={`failed-job-${job.id}`}>
                      <TableCell>
                        {job.name} #{job.id}
                      </TableCell>
                      <TableCell>{job.attempts}</TableCell>
                      <TableCell>{job.lastError ?? '—'}</TableCell>
                      <TableCell>{shown(job.finishedAt)}</TableCell>
                      <TableCell>
                        <Button size="small" variant="outlined" disabled={retry.busy} onClick={() => void retry.run(job.id)}>
                          Retry {job.name} #{job.id}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}

function JobCounts({ counts }: { counts: JobQueueOverview['counts'] }) {
  const rows = countsByName(counts);
  const total = rows.reduce((sum, [, c]) => ({ waiting: sum.waiting + c.waiting, running: sum.running + c.running, failed: sum.failed + c.failed }), {
    waiting: 0,
    running: 0,
    failed: 0,
  });
  return (
    <>
      <Typography data-testid="jobs-summary">
        {total.waiting} waiting, {total.running} running, {total.failed} failed
      </Typography>
      {rows.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label="Jobs by kind, scrollable">
          <Table size="small" aria-label="Jobs by kind">
            <TableHead>
              <TableRow>
                <TableCell>Job</TableCell>
                <TableCell>Waiting</TableCell>
                <TableCell>Running</TableCell>
                <TableCell>Failed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([name, c]) => (
                <TableRow key={name}>
                  <TableCell>{name}</TableCell>
                  <TableCell>{c.waiting}</TableCell>
                  <TableCell>{c.running}</TableCell>
                  <TableCell>{c.failed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
