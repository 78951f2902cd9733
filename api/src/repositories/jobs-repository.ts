import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    jobsRepository: JobsRepository;
  }
}

export type JobState = 'waiting' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: number;
  name: string;
  unique_key: string | null;
  payload: Record<string, unknown>;
  state: JobState;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface NewJob {
  name: string;
  uniqueKey?: string | null;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
}

export interface ScheduleRow {
  name: string;
  spec: string;
  next_run_at: Date;
  last_run_at: Date | null;
}

const JOB_COLUMNS = `id::int AS id, name, unique_key, payload, state, run_at, attempts, max_attempts, locked_by, locked_until,
  last_error, created_at, finished_at`;

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/**
 * The job queue's tables (migration 060, docs/architecture/jobs.md). Every time is a parameter from
 * the queue's clock, never the database's now(): the same SQL on PGlite and on a PostgreSQL server,
 * moved by a fake clock in tests.
 */
export function createJobsRepository(db: Queryable) {
  return {
    /** Adds a job; with a unique key already used (in any state) nothing is added and null is answered. */
    async enqueue(job: NewJob, now: Date, q: Queryable = db): Promise<number | null> {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO jobs (name, unique_key, payload, run_at, max_attempts, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (name, unique_key) WHERE unique_key IS NOT NULL DO NOTHING
         RETURNING id::int AS id`,
        [job.name, job.uniqueKey ?? null, JSON.stringify(job.payload ?? {}), job.runAt, job.maxAttempts ?? 5, now],
      );
      return rows[0]?.id ?? null;
    },

    /**
     * Claims up to `limit` jobs due at `now`, leased until `leaseUntil`: a waiting job whose time has come, or
     * a running one whose lease has ended (its process died). FOR UPDATE SKIP LOCKED lets several
     * servers claim at once without taking the same job; the lease keeps others off it while it runs
     * outside any transaction.
     */
    async claimDue(
      owner: string,
      now: Date,
      options: { limit: number; leaseUntil: Date; names: readonly string[] },
      q: Queryable = db,
    ): Promise<JobRow[]> {
      const { rows } = await q.query<JobRow>(
        `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = $2,
                locked_until = $3
          WHERE id IN (
            SELECT id FROM jobs
             WHERE ((state = 'waiting' AND run_at <= $1) OR (state = 'running' AND locked_until <= $1))
               AND name = ANY($4::text[])
             ORDER BY run_at, id LIMIT $5 FOR UPDATE SKIP LOCKED)
          RETURNING ${JOB_COLUMNS}`,
        [now, owner, options.leaseUntil, options.names, options.limit],
      );
      return rows.sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.id - b.id);
    },

    /** Done, if the lease is still this owner's (a run that outlived its lease lost the job). */
    async complete(id: number, owner: string, now: Date, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE jobs SET state = 'done', finished_at = $3, locked_by = NULL, locked_until = NULL, last_error = NULL
          WHERE id = $1 AND state = 'running' AND locked_by = $2 RETURNING id`,
        [id, owner, now],
      );
      return rows.length > 0;
    },

    /** A failed run: waiting again at `retryAt`, or failed for good (kept for an operator) when retryAt is null. */
    async fail(id: number, owner: string, error: string, retryAt: Date | null, now: Date, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE jobs SET state = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'waiting' END,
                run_at = COALESCE($4::timestamptz, run_at), finished_at = CASE WHEN $4::timestamptz IS NULL THEN $5::timestamptz END,
                locked_by = NULL, locked_until = NULL, last_error = left($3, 2000)
          WHERE id = $1 AND state = 'running' AND locked_by = $2 RETURNING id`,
        [id, owner, error, retryAt, now],
      );
      return rows.length > 0;
    },

    /** A failed job waits again, now, with fresh attempts; false when it is not failed. */
    async retry(id: number, now: Date, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE jobs SET state = 'waiting', run_at = $2, attempts = 0, finished_at = NULL WHERE id = $1 AND state = 'failed' RETURNING id`,
        [id, now],
      );
      return rows.length > 0;
    },

    async find(id: number, q: Queryable = db): Promise<JobRow | null> {
      const { rows } = await q.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Waiting, running and failed counts by name, for /system. */
    async counts(q: Queryable = db): Promise<{ name: string; state: JobState; count: number }[]> {
      const { rows } = await q.query<{ name: string; state: JobState; count: number }>(
        `SELECT name, state, count(*)::int AS count FROM jobs WHERE state <> 'done' GROUP BY name, state ORDER BY name, state`,
      );
      return rows;
    },

    /** The failed jobs, newest first. */
    async failed(limit: number, q: Queryable = db): Promise<JobRow[]> {
      const { rows } = await q.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM jobs WHERE state = 'failed' ORDER BY finished_at DESC NULLS LAST, id DESC LIMIT $1`,
        [limit],
      );
      return rows;
    },

    /** Forgets finished jobs older than `before` (their effects are recorded where they belong). */
    async purgeDone(before: Date, q: Queryable = db): Promise<void> {
      await q.query(`DELETE FROM jobs WHERE state = 'done' AND finished_at < $1`, [before]);
    },

    /** Removes a finished job at once (a repeating job's round, which has nothing to keep). */
    async remove(id: number, q: Queryable = db): Promise<void> {
      await q.query(`DELETE FROM jobs WHERE id = $1 AND state = 'done'`, [id]);
    },

    /**
     * Registers a schedule at start: a new one, or one whose spec changed, runs first at `firstRun`;
     * an unchanged one keeps its next run (another server may have moved it).
     */
    async upsertSchedule(name: string, spec: string, firstRun: Date, q: Queryable = db): Promise<void> {
      await q.query(
        `INSERT INTO job_schedules (name, spec, next_run_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET spec = EXCLUDED.spec, next_run_at = EXCLUDED.next_run_at
          WHERE job_schedules.spec <> EXCLUDED.spec`,
        [name, spec, firstRun],
      );
    },

    /** Whether any of `names` is due at `now`: a plain read, so an idle round opens no transaction. */
    async anyScheduleDue(now: Date, names: readonly string[], q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query('SELECT 1 FROM job_schedules WHERE next_run_at <= $1 AND name = ANY($2::text[]) LIMIT 1', [now, names]);
      return rows.length > 0;
    },

    /** The schedules due at `now` among `names`, locked for this transaction (other servers skip them). */
    async lockDueSchedules(now: Date, names: readonly string[], q: Queryable): Promise<ScheduleRow[]> {
      const { rows } = await q.query<ScheduleRow>(
        `SELECT name, spec, next_run_at, last_run_at FROM job_schedules
          WHERE next_run_at <= $1 AND name = ANY($2::text[]) ORDER BY next_run_at FOR UPDATE SKIP LOCKED`,
        [now, names],
      );
      return rows;
    },

    async advanceSchedule(name: string, ranAt: Date, next: Date, q: Queryable = db): Promise<void> {
      await q.query('UPDATE job_schedules SET last_run_at = $2, next_run_at = $3 WHERE name = $1', [name, ranAt, next]);
    },

    /** Brings a schedule's next run forward to `at` (a receipt waiting to be mailed). */
    async hurrySchedule(name: string, at: Date, q: Queryable = db): Promise<void> {
      await q.query('UPDATE job_schedules SET next_run_at = LEAST(next_run_at, $2) WHERE name = $1', [name, at]);
    },

    async schedules(q: Queryable = db): Promise<ScheduleRow[]> {
      const { rows } = await q.query<ScheduleRow>('SELECT name, spec, next_run_at, last_run_at FROM job_schedules ORDER BY name');
      return rows;
    },
  };
}

export const jobsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('jobsRepository', createJobsRepository(app.db));
  },
  { name: 'jobs-repository', dependencies: ['db'] },
);
