import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/database';
import type { JobRow, JobState, JobsRepository, NewJob } from '../../repositories/jobs-repository';
import { nextRun, type ScheduleSpec } from './schedule';

/** Where the queue reads the time: the system clock, or a test's fake one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface JobContext {
  job: JobRow;
  /** The queue's time for this run (the fake clock's, or run-due's --at). */
  now: Date;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  name: string;
  run(context: JobContext): Promise<unknown>;
  /** Repeating work: each due occurrence becomes one job. */
  schedule?: ScheduleSpec;
  /** Runs before a job counts as failed for good (default 5; a repeating round: 1, the next round comes anyway); enqueue may say otherwise. */
  maxAttempts?: number;
  /** First retry delay, doubled with each failed attempt (default 30 s), up to retryMaxSeconds (default 1 hour). */
  retryBaseSeconds?: number;
  retryMaxSeconds?: number;
}

export interface RanJob {
  id: number;
  name: string;
  /** done; waiting (failed, will be retried); failed (given up); lost (its lease had ended and another took it). */
  outcome: 'done' | 'waiting' | 'failed' | 'lost';
  error?: string;
}

export interface JobQueueOverview {
  counts: { name: string; state: JobState; count: number }[];
  schedules: { name: string; spec: string; nextRunAt: string; lastRunAt: string | null }[];
  failed: { id: number; name: string; attempts: number; lastError: string | null; finishedAt: string | null }[];
  timeZone: string;
}

export interface JobQueueSettings {
  db: Db;
  repository: JobsRepository;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** The company's time zone for daily schedules (default UTC). */
  timeZone?: string;
  /** How long a claimed job is kept from other servers (default 300 s): past it, a job whose server died runs again. */
  leaseSeconds?: number;
  /** This process's name on the jobs it holds. */
  owner?: string;
}

/** Exponential backoff: base, 2×base, 4×base, … capped. */
export function backoffSeconds(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** A round claims at most this many jobs; run-due repeats rounds until nothing is due (bounded). */
const BATCH = 10;
const MAX_ROUNDS = 100;

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * The job queue on the portal's own database (docs/architecture/jobs.md, docs/decisions.md#one-job-queue-on-the-portals-own-database):
 * jobs claimed with FOR UPDATE SKIP LOCKED under a lease, retried with backoff, unique by key, and
 * schedules that turn into jobs. It runs the same SQL on PGlite and on a PostgreSQL server, and
 * every time it writes comes from its clock.
 */
export function createJobQueue(settings: JobQueueSettings) {
  const { db, repository: repo, log } = settings;
  const clock = settings.clock ?? systemClock;
  const timeZone = settings.timeZone ?? 'UTC';
  const leaseSeconds = settings.leaseSeconds ?? 300;
  const owner = settings.owner ?? randomUUID();
  const definitions = new Map<string, JobDefinition>();
  let waker: () => void = () => undefined;

  const names = () => [...definitions.keys()];
  const scheduled = () => [...definitions.values()].filter((d) => d.schedule).map((d) => d.name);

  /** Each schedule due at `at` becomes one job, unique by its time, and moves to its next run. */
  async function materialize(at: Date): Promise<void> {
    const names = scheduled();
    if (names.length === 0 || !(await repo.anyScheduleDue(at, names))) return;
    await db.transaction(async (tx) => {
      for (const row of await repo.lockDueSchedules(at, names, tx)) {
        const definition = definitions.get(row.name)!;
        await repo.enqueue(
          { name: row.name, uniqueKey: `${row.name}@${row.next_run_at.toISOString()}`, runAt: row.next_run_at, maxAttempts: definition.maxAttempts ?? 1 },
          at,
          tx,
        );
        // From the real time when `at` is ahead of it (run-due --at): the schedule keeps running on time.
        const from = new Date(Math.min(at.getTime(), clock.now().getTime()));
        await repo.advanceSchedule(row.name, row.next_run_at, nextRun(definition.schedule!, from, timeZone), tx);
      }
    });
  }

  async function runJob(job: JobRow, at: Date): Promise<RanJob> {
    const definition = definitions.get(job.name)!;
    const jobLog = log.child({ jobId: job.id, job: job.name });
    try {
      await definition.run({ job, now: at, log: jobLog });
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      const giveUp = job.attempts >= job.max_attempts;
      const delay = backoffSeconds(job.attempts, definition.retryBaseSeconds ?? 30, definition.retryMaxSeconds ?? 3600);
      const retryAt = giveUp ? null : new Date(at.getTime() + delay * 1000);
      jobLog.warn({ err: error, attempts: job.attempts, giveUp }, 'job failed');
      const held = await repo.fail(job.id, owner, message, retryAt, at);
      return { id: job.id, name: job.name, outcome: held ? (giveUp ? 'failed' : 'waiting') : 'lost', error: message };
    }
    const held = await repo.complete(job.id, owner, at);
    // A repeating round has nothing to keep once done; the schedule has moved on.
    if (held && definition.schedule) await repo.remove(job.id);
    return { id: job.id, name: job.name, outcome: held ? 'done' : 'lost' };
  }

  return {
    owner,
    clock,
    timeZone,

    /** Registers a kind of job (and its schedule, first due at its next run from now). */
    async define(definition: JobDefinition): Promise<void> {
      definitions.set(definition.name, definition);
      if (definition.schedule) await repo.upsertSchedule(definition.name, definition.schedule, nextRun(definition.schedule, clock.now(), timeZone));
    },

    /** Adds a job (run at once unless runAt says later); null when its unique key was used before. */
    enqueue(job: Omit<NewJob, 'runAt'> & { runAt?: Date }, q: Queryable = db): Promise<number | null> {
      const now = clock.now();
      const maxAttempts = job.maxAttempts ?? definitions.get(job.name)?.maxAttempts;
      return repo.enqueue({ ...job, runAt: job.runAt ?? now, ...(maxAttempts ? { maxAttempts } : {}) }, now, q);
    },

    /** Brings a schedule's next run forward to now (work is waiting for it) and wakes this server's timer. */
    async hurry(name: string): Promise<void> {
      await repo.hurrySchedule(name, clock.now());
      waker();
    },

    /** What hurry() calls to have due jobs run soon (the plugin's timer); nothing without one. */
    setWaker(wake: () => void): void {
      waker = wake;
    },

    /**
     * Runs every job due at `at` (default: the clock's now): due schedules first become jobs, then
     * jobs are claimed and run, round after round, until none is due. Answers what ran.
     */
    async runDue(at: Date = clock.now()): Promise<RanJob[]> {
      await materialize(at);
      const ran: RanJob[] = [];
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        // The lease counts from the real time too: a run at a past `at` is still kept from other servers.
        const leaseUntil = new Date(Math.max(at.getTime(), clock.now().getTime()) + leaseSeconds * 1000);
        const claimed = await repo.claimDue(owner, at, { limit: BATCH, leaseUntil, names: names() });
        if (claimed.length === 0) break;
        for (const job of claimed) ran.push(await runJob(job, at));
      }
      return ran;
    },

    /** A failed job waits again from now, with fresh attempts. */
    retry(id: number): Promise<boolean> {
      return repo.retry(id, clock.now());
    },

    async overview(): Promise<JobQueueOverview> {
      const [counts, schedules, failed] = await Promise.all([repo.counts(), repo.schedules(), repo.failed(50)]);
      return {
        counts,
        schedules: schedules
          .filter((row) => definitions.has(row.name))
          .map((row) => ({ name: row.name, spec: row.spec, nextRunAt: row.next_run_at.toISOString(), lastRunAt: row.last_run_at?.toISOString() ?? null })),
        failed: failed.map((row) => ({
          id: row.id,
          name: row.name,
          attempts: row.attempts,
          lastError: row.last_error,
          finishedAt: row.finished_at?.toISOString() ?? null,
        })),
        timeZone,
      };
    },
  };
}
