import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JobQueueOverview, RunDueResponse } from 'shared/server';
import { createJobQueue, type JobQueue, type RanJob } from '../src/services/jobs/job-queue';
import { nextRun } from '../src/services/jobs/schedule';
import { databases } from './helpers/databases';
import { bearer, buildTestApp, TEST_JWT_SECRET, useApiTest } from './helpers/test-app';
import { startFakeErp } from './helpers/fake-erp';
import { makeEffect } from './helpers/job-effects';

/** A clock the test moves by hand: nothing here waits for time to pass. */
function fakeClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (iso: string) => {
      now = new Date(iso);
    },
    add: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

const T0 = '2026-03-02T12:00:00.000Z';
const at = (iso: string, seconds = 0) => new Date(new Date(iso).getTime() + seconds * 1000);
/** The test's own jobs among what ran (the queue's hourly clean-up may run beside them). */
const counted = (ran: RanJob[]) => ran.filter((job) => job.name === 'count');

describe('schedules in the company time zone', () => {
  it('runs @daily at the local hour, also across a daylight-saving change', () => {
    // Chicago is UTC-6 in winter and UTC-5 from 8 March 2026 on.
    expect(nextRun('@daily 06:00', at('2026-03-02T11:00:00Z'), 'America/Chicago').toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(nextRun('@daily 06:00', at('2026-03-02T12:00:00Z'), 'America/Chicago').toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(nextRun('@daily 06:00', at('2026-03-08T00:00:00Z'), 'America/Chicago').toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(nextRun('@daily 06:00', at('2026-03-02T11:00:00Z'), 'UTC').toISOString()).toBe('2026-03-03T06:00:00.000Z');
    expect(nextRun('@every 30s', at(T0), 'UTC').toISOString()).toBe('2026-03-02T12:00:30.000Z');
  });
});

describe.each(databases)('the job queue ($name)', (database) => {
  const clock = fakeClock(T0);
  const t = useApiTest(database, {
    logins: ['admin', 'soldto'],
    build: { jobs: { enabled: false, clock, timeZone: 'America/Chicago' }, payments: { reconcileIntervalMs: 0 } },
  });
  let app: FastifyInstance;
  const runs = new Map<number, number>();
  let failuresLeft = 0;
  /** A second server on the same database: its own queue, its own owner name, the same clock. */
  let other: JobQueue;

  const define = async (queue: JobQueue) => {
    await queue.define({
      name: 'count',
      maxAttempts: 3,
      run: async ({ job }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        // Long enough for the other server to try the same rows while this one holds them.
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('the ERP did not answer');
        }
      },
    });
  };

  beforeAll(async () => {
    app = t.app;
    await define(app.jobs);
    other = createJobQueue({ db: app.db, repository: app.jobsRepository, log: app.log, clock, timeZone: 'America/Chicago', owner: 'other-server' });
    await define(other);
  });
  beforeEach(async () => {
    runs.clear();
    failuresLeft = 0;
    clock.set(T0);
    await app.db.query("DELETE FROM jobs WHERE name = 'count'");
  });

  it('gives each due job to exactly one of two servers claiming at once', async () => {
    const ids = [];
    for (let i = 0; i < 30; i += 1) ids.push(await app.jobs.enqueue({ name: 'count' }));
    const [mine, theirs] = await Promise.all([app.jobs.runDue(), other.runDue()]);
    const ran = [...mine!, ...theirs!].filter((job) => job.name === 'count');
    expect(ran.map((job) => job.id).sort((a, b) => a - b)).toEqual(ids);
    expect(ran.every((job) => job.outcome === 'done')).toBe(true);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  // Two whole API servers need a database server: embedded PGlite is one process's alone.
  (database.name === 'postgres' ? it : it.skip)('gives each job to exactly one of two API servers on one PostgreSQL', async () => {
    const second = await buildTestApp(t.prepared, t.erp.url, {}, { jobs: { enabled: false, clock, timeZone: 'America/Chicago' } });
    try {
      await define(second.jobs);
      const ids = [];
      for (let i = 0; i < 40; i += 1) ids.push(await app.jobs.enqueue({ name: 'count' }));
      const [mine, theirs] = await Promise.all([app.jobs.runDue(), second.jobs.runDue()]);
      expect([...counted(mine!), ...counted(theirs!)].map((job) => job.id).sort((a, b) => a - b)).toEqual(ids);
      expect(counted(theirs!).length).toBeGreaterThan(0);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  (database.name === 'postgres' ? it : it.skip)('resumes a job whose process was killed mid-run, once its lease ends, and its effect happens once', async () => {
    await app.jobs.define({ name: 'effect', run: async ({ job }) => makeEffect(app.db, job.unique_key!) });
    const id = (await app.jobs.enqueue({ name: 'effect', uniqueKey: 'charge-42' }))!;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'helpers/job-child.ts')], {
      env: { ...process.env, DATABASE_URL: t.prepared.env.DATABASE_URL!, JOB_NOW: T0 },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => String(chunk).includes(`running ${id}`) && resolve());
        child.on('exit', (code) => reject(new Error(`the job's process ended (${code}) before running it`)));
      });
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((resolve) => child.once('close', resolve));
    expect(await app.jobsRepository.find(id)).toMatchObject({ state: 'running', locked_by: 'child-process', attempts: 1 });
    expect(counted(await app.jobs.runDue())).toEqual([]);
    clock.add(300);
    expect((await app.jobs.runDue()).filter((job) => job.name === 'effect')).toEqual([{ id, name: 'effect', outcome: 'done' }]);
    expect(await app.jobsRepository.find(id)).toMatchObject({ state: 'done', attempts: 2 });
    const effects = (await app.db.query<{ key: string; runs: number }>('SELECT key, runs FROM test_job_effects')).rows;
    expect(effects).toEqual([{ key: 'charge-42', runs: 2 }]);
  });

  it('keeps one job per unique key, in any state', async () => {
    expect(await app.jobs.enqueue({ name: 'count', uniqueKey: 'card-1' })).not.toBeNull();
    await app.jobs.runDue();
    expect(await app.jobs.enqueue({ name: 'count', uniqueKey: 'card-1' })).toBeNull();
    expect(counted(await app.jobs.runDue())).toEqual([]);
    expect(runs.size).toBe(1);
  });

  it('leaves the short caches alone: its own bookkeeping is no write they hold', async () => {
    await app.jobs.enqueue({ name: 'count' });
    await app.jobs.runDue();
    const before = app.dbEpoch();
    await app.jobs.enqueue({ name: 'count' });
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(app.dbEpoch()).toBe(before);
  });

  it('waits for a job of the future until the clock reaches it', async () => {
    const id = await app.jobs.enqueue({ name: 'count', runAt: at(T0, 3600) });
    expect(counted(await app.jobs.runDue())).toEqual([]);
    clock.add(3600);
    expect(counted(await app.jobs.runDue())).toEqual([{ id, name: 'count', outcome: 'done' }]);
  });

  it('takes over a job whose server died once its lease has ended, and the dead server cannot finish it', async () => {
    const id = (await app.jobs.enqueue({ name: 'count' }))!;
    // A server claims it, then is killed before it finishes: the row stays running under its lease.
    const [claimed] = await app.jobsRepository.claimDue('killed-server', at(T0), { limit: 1, leaseUntil: at(T0, 300), names: ['count'] });
    expect(claimed).toMatchObject({ id, state: 'running', attempts: 1 });
    expect(counted(await other.runDue())).toEqual([]);
    clock.add(299);
    expect(counted(await other.runDue())).toEqual([]);
    clock.add(1);
    expect(counted(await other.runDue())).toEqual([{ id, name: 'count', outcome: 'done' }]);
    expect(runs.get(id)).toBe(1);
    expect(await app.jobsRepository.complete(id, 'killed-server', clock.now())).toBe(false);
    expect(await app.jobsRepository.find(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries a failing job with a growing delay, then keeps it failed after its last attempt', async () => {
    failuresLeft = 2;
    const id = (await app.jobs.enqueue({ name: 'count' }))!;
    expect(counted(await app.jobs.runDue())).toEqual([{ id, name: 'count', outcome: 'waiting', error: 'the ERP did not answer' }]);
    expect((await app.jobsRepository.find(id))!.run_at.toISOString()).toBe(at(T0, 30).toISOString());
    clock.add(29);
    expect(counted(await app.jobs.runDue())).toEqual([]);
    clock.add(1);
    expect(counted(await app.jobs.runDue())[0]).toMatchObject({ id, outcome: 'waiting' });
    expect((await app.jobsRepository.find(id))!.run_at.toISOString()).toBe(at(T0, 90).toISOString());
    clock.add(60);
    expect(counted(await app.jobs.runDue())).toEqual([{ id, name: 'count', outcome: 'done' }]);

    failuresLeft = 3;
    const doomed = (await app.jobs.enqueue({ name: 'count' }))!;
    for (const seconds of [0, 30, 60]) {
      clock.add(seconds);
      await app.jobs.runDue();
    }
    expect(await app.jobsRepository.find(doomed)).toMatchObject({ state: 'failed', attempts: 3, last_error: 'the ERP did not answer' });
  });

  it('shows the queue on /system and retries a failed job from there', async () => {
    failuresLeft = 1;
    const id = (await app.jobs.enqueue({ name: 'count', maxAttempts: 1 }))!;
    expect(counted(await app.jobs.runDue())[0]).toMatchObject({ id, outcome: 'failed' });
    await app.jobs.enqueue({ name: 'count', runAt: at(T0, 60) });

    const overview = (await app.inject({ method: 'GET', url: '/api/system/jobs', headers: bearer(t.tokens.admin!) })).json<JobQueueOverview>();
    expect(overview.counts).toEqual(
      expect.arrayContaining([
        { name: 'count', state: 'failed', count: 1 },
        { name: 'count', state: 'waiting', count: 1 },
      ]),
    );
    expect(overview.failed[0]).toMatchObject({ id, name: 'count', attempts: 1, lastError: 'the ERP did not answer' });
    expect(overview.timeZone).toBe('America/Chicago');
    expect(overview.schedules.map((s) => s.name)).toContain('jobs-cleanup');

    const retry = (who: string, jobId: number) =>
      app.inject({ method: 'POST', url: `/api/system/jobs/${jobId}/retry`, headers: bearer(t.tokens[who]!) });
    expect((await retry('soldto', id)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/system/jobs', headers: bearer(t.tokens.soldto!) })).statusCode).toBe(403);
    const retried = await retry('admin', id);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['x-invalidates']).toContain('GET /system/jobs');
    expect((await retry('admin', id)).statusCode).toBe(404);
    expect(counted(await app.jobs.runDue())).toEqual([{ id, name: 'count', outcome: 'done' }]);
  });

  it('turns a daily schedule into one job per day, at the local hour', async () => {
    const daily: string[] = [];
    await app.jobs.define({ name: 'daily-test', schedule: '@daily 06:00', run: async ({ now }) => void daily.push(now.toISOString()) });
    // Registered at 06:00 Chicago time (12:00 UTC): the first run is the next morning.
    expect((await app.jobs.overview()).schedules.find((s) => s.name === 'daily-test')?.nextRunAt).toBe('2026-03-03T12:00:00.000Z');
    clock.set('2026-03-03T11:59:59Z');
    await app.jobs.runDue();
    expect(daily).toEqual([]);
    clock.set('2026-03-03T12:00:00Z');
    await Promise.all([app.jobs.runDue(), app.jobs.runDue()]);
    await app.jobs.runDue();
    expect(daily).toEqual(['2026-03-03T12:00:00.000Z']);
    // A repeating round leaves nothing behind once done.
    expect((await app.db.query("SELECT 1 FROM jobs WHERE name = 'daily-test'")).rows).toEqual([]);
    clock.set('2026-03-04T12:00:00Z');
    await app.jobs.runDue();
    expect(daily).toHaveLength(2);
  });

  it('runs what is due at a given time through POST /api/jobs/run-due (sandbox mode), from this machine only', async () => {
    const later = (await app.jobs.enqueue({ name: 'count', runAt: at(T0, 7 * 24 * 3600) }))!;
    const runDue = (body: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: '/api/jobs/run-due', payload: body, headers, remoteAddress });
    expect((await runDue({})).json<RunDueResponse>().ran.filter((job) => job.name === 'count')).toEqual([]);
    const answer = await runDue({ at: '2026-03-09T12:00:00-05:00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<RunDueResponse>()).toMatchObject({ at: '2026-03-09T17:00:00.000Z', ran: expect.arrayContaining([{ id: later, name: 'count', outcome: 'done' }]) });
    expect((await runDue({ at: 'next tuesday' })).statusCode).toBe(400);
    expect((await runDue({ at: '2026-02-30T12:00:00Z' })).statusCode).toBe(400);
    expect((await runDue({}, {}, '10.0.0.7')).statusCode).toBe(403);
    expect((await runDue({}, { 'x-forwarded-for': '10.0.0.7' })).statusCode).toBe(403);
  });
});

describe.each(databases.slice(0, 1))('run-due outside sandbox mode ($name)', (database) => {
  it('does not exist', async () => {
    const erp = await startFakeErp();
    const prepared = await database.prepare();
    const app = await buildTestApp(prepared, erp.url, { SANDBOX_MODE: 'false', JWT_SECRET: TEST_JWT_SECRET });
    try {
      expect((await app.inject({ method: 'POST', url: '/api/jobs/run-due', payload: {} })).statusCode).toBe(404);
    } finally {
      await app.close();
      await prepared.cleanup();
      await erp.close();
    }
  });
});
