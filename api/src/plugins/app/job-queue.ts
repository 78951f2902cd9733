import fp from 'fastify-plugin';
import { createJobQueue, type Clock, type JobQueue } from '../../services/jobs/job-queue';

export interface JobQueueOptions {
  /** false: no timer; tests run due jobs themselves (app.jobs.runDue). Default true. */
  enabled?: boolean;
  /** How often this server looks for due jobs (default 1 s). */
  pollMs?: number;
  /** The queue's time (tests pass a fake clock). */
  clock?: Clock;
  /** The company's time zone for daily schedules (TIME_ZONE; default UTC). */
  timeZone?: string;
  /** How long a claimed job is kept from other servers (default 300 s). */
  leaseSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Finished jobs are kept this long for a look on /system, then forgotten. */
const KEEP_DONE_MS = 7 * 24 * 3600 * 1000;

/**
 * The one place where timed work lives (docs/architecture/jobs.md): `app.jobs`, a queue on the
 * portal's database shared by every API server. Plugins define their jobs on it (the mail outbox,
 * the reconciliation sweep, card-expiry reminders); a timer runs what is due, and stops cleanly
 * (the round in flight is awaited) before the database closes.
 */
export const jobQueuePlugin = fp<JobQueueOptions>(
  async (app, opts) => {
    const jobs = createJobQueue({
      db: app.db,
      repository: app.jobsRepository,
      log: app.log,
      ...(opts.clock ? { clock: opts.clock } : {}),
      ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
      ...(opts.leaseSeconds ? { leaseSeconds: opts.leaseSeconds } : {}),
    });
    app.decorate('jobs', jobs);
    await jobs.define({
      name: 'jobs-cleanup',
      schedule: '@every 3600s',
      run: ({ now }) => app.jobsRepository.purgeDone(new Date(now.getTime() - KEEP_DONE_MS)),
    });

    if (opts.enabled === false) return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    let stopped = false;
    const tick = () => {
      if (stopped || running) return;
      running = jobs
        .runDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'job round failed'))
        .finally(() => {
          running = null;
        });
    };
    jobs.setWaker(() => setImmediate(tick));
    app.addHook('onReady', async () => {
      timer = setInterval(tick, opts.pollMs ?? 1000);
      timer.unref();
    });
    // preClose: before the database is closed (onClose of the db plugin).
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'job-queue', dependencies: ['repositories'] },
);
