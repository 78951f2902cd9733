import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './database';

/** Any constant works; it only has to be the same for every instance of this server. */
const MIGRATION_LOCK_KEY = 7_240_109;

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies the numbered `NNN_name.sql` files of `dir` that are not yet recorded in
 * schema_migrations, in order, inside one transaction. The advisory lock lets several
 * instances start at once: the second waits, then finds nothing left to do.
 */
export async function runMigrations(db: Db, dir: string): Promise<MigrationResult> {
  const files = readdirSync(dir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    return { applied };
  });
}
