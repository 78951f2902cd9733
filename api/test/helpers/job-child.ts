// A second API server's job runner in a process of its own, for the crash test of
// job-queue.test.ts: it claims the due 'effect' job on DATABASE_URL at JOB_NOW, makes the job's
// effect, says so on stdout, and hangs until the test kills it (SIGKILL) mid-run.
import type { FastifyBaseLogger } from 'fastify';
import { createPgDatabase } from '../../src/db/pg-database';
import { createJobsRepository } from '../../src/repositories/jobs-repository';
import { createJobQueue } from '../../src/services/jobs/job-queue';
import { makeEffect } from './job-effects';

const silent = { child: () => silent, info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

async function main(): Promise<void> {
  const db = await createPgDatabase(process.env.DATABASE_URL!);
  const now = new Date(process.env.JOB_NOW!);
  const queue = createJobQueue({ db, repository: createJobsRepository(db), log: silent, clock: { now: () => now }, owner: 'child-process' });
  await queue.define({
    name: 'effect',
    run: async ({ job }) => {
      await makeEffect(db, job.unique_key!);
      process.stdout.write(`running ${job.id}\n`);
      await new Promise(() => undefined);
    },
  });
  await queue.runDue();
}

void main();
