/**
 * Prints the query plans of the users list on 100,000 users (docs/product/users-and-admin.md#users-list-at-scale):
 *   npx tsx api/src/tools/explain-users-list.ts                    (embedded PGlite, in memory)
 *   npx tsx api/src/tools/explain-users-list.ts postgres://...     (an empty PostgreSQL database)
 * The SQL is the repository's own: the plans are those of the running server.
 */
import type { Db } from '../db/database';
import { runMigrations } from '../db/migrate';
import { createPgDatabase } from '../db/pg-database';
import { createPgliteDatabase } from '../db/pglite-database';
import { migrationsDir } from '../paths';
import { createUserAdminRepository } from '../repositories/user-admin-repository';

const USERS = 100_000;

/** Records the SQL the repository sends, and answers it with EXPLAIN's plan instead. */
function explaining(db: Db, plans: string[]): Db {
  return {
    ...db,
    async query<T>(sql: string, params?: unknown[]) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans.push(`${sql.replace(/\s+/g, ' ').slice(0, 160)}…\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
      return { rows: [] as T[] };
    },
  };
}

async function main(): Promise<void> {
  const url = process.argv[2];
  const db = url ? await createPgDatabase(url) : await createPgliteDatabase('memory://');
  await runMigrations(db, migrationsDir());
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0]!.n < USERS) {
    await db.query(
      `INSERT INTO users (login, first_name, last_name, company, email, status, user_role)
       SELECT 'user' || i || '@bulk.test', 'First' || i, (ARRAY['Smith','Jones','Brown','Miller','Davis'])[1 + i % 5] || i,
              'Company ' || (i % 997), 'user' || i || '@bulk.test',
              (ARRAY['active','active','active','locked','deactive'])[1 + i % 5], (ARRAY['user','user','user','internal'])[1 + i % 4]
         FROM generate_series(1, ${USERS}) i`,
    );
  }
  await db.query('ANALYZE');
  const plans: string[] = [];
  const repo = createUserAdminRepository(explaining(db, plans));
  await repo.page({}, 0, 50);
  await repo.page({}, 49_950, 50);
  await repo.page({ status: 'locked' }, 0, 50);
  await repo.page({ search: 'smith12' }, 0, 50);
  await repo.page({ search: 'company 12', role: 'user' }, 0, 50);
  await repo.total({});
  await repo.total({ search: 'smith12' });
  await repo.batchAfter({}, { lastName: 'Jones5', firstName: 'First5', userId: 5 }, 1000);
  process.stdout.write(`${plans.join('\n\n')}\n`);
  await db.close();
}

void main();
