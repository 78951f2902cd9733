import type { RunningPortal } from './portal';

/** What ran, as POST /api/jobs/run-due answers it. */
export interface RanJob {
  name: string;
  outcome: string;
}

/**
 * The portal's jobs due at `at`, run as `npm run jobs -- run-due --at` asks for them: sandbox mode
 * only (docs/architecture/jobs.md#run-due).
 */
export async function runDue(portal: Pick<RunningPortal, 'url'>, at: string): Promise<RanJob[]> {
  const response = await fetch(`${portal.url}/api/jobs/run-due`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  if (response.status !== 200) throw new Error(`run-due at ${at}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ran: RanJob[] }).ran;
}
