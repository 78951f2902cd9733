import type { Queryable } from '../../src/db/database';

/**
 * A job's effect as the queue wants it, idempotent by the job's key (docs/architecture/jobs.md):
 * every run is counted, the effect itself happens once per key.
 */
export async function makeEffect(db: Queryable, key: string): Promise<void> {
  await db.query('CREATE TABLE IF NOT EXISTS test_job_effects (key text PRIMARY KEY, runs integer NOT NULL)');
  await db.query('INSERT INTO test_job_effects (key, runs) VALUES ($1, 1) ON CONFLICT (key) DO UPDATE SET runs = test_job_effects.runs + 1', [key]);
}
