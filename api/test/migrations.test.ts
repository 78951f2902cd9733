import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createPgDatabase } from '../src/db/pg-database';
import { createPgliteDatabase } from '../src/db/pglite-database';
import { migrationsDir } from '../src/paths';
import { databases, type PreparedDatabase } from './helpers/databases';

const open = (prepared: PreparedDatabase): Promise<Db> =>
  prepared.env.DATABASE_URL ? createPgDatabase(prepared.env.DATABASE_URL) : createPgliteDatabase('memory://');

describe.each(databases)('migrations ($name)', (database) => {
  let prepared: PreparedDatabase;
  let db: Db;

  beforeAll(async () => {
    prepared = await database.prepare();
    db = await open(prepared);
  });
  afterAll(async () => {
    await db?.close();
    await prepared?.cleanup();
  });

  it('applies every migration once and records it', async () => {
    const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql'));
    const first = await runMigrations(db, migrationsDir());
    expect(first.applied).toEqual(files.map((f) => f.replace(/\.sql$/, '')).sort());
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(first.applied);
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect((await runMigrations(db, migrationsDir())).applied).toEqual([]);
  });

  it('creates the tables the server needs', async () => {
    for (const table of ['users', 'accounts', 'exclusions', 'sessions', 'refresh_tokens', 'attempt_counters', 'system_configuration', 'app_secrets', 'audit_log', 'pdf_grants', 'payment_attempts', 'mail_outbox', 'tokenization_sessions', 'tokenized_methods', 'registration_requests', 'one_time_tokens']) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0]!.n).toBe(0);
    }
  });

  it('keeps logins unique regardless of case', async () => {
    await db.query("INSERT INTO users (login) VALUES ('Case@Portal.test')");
    await expect(db.query("INSERT INTO users (login) VALUES ('case@portal.TEST')")).rejects.toThrow();
  });

  it('rolls a transaction back when its body throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO app_secrets (name, value) VALUES ('rollback', 'x')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query("SELECT 1 FROM app_secrets WHERE name = 'rollback'");
    expect(rows).toHaveLength(0);
  });

  if (database.name === 'postgres') {
    it('lets several instances migrate a fresh schema at the same time', async () => {
      const fresh = await database.prepare();
      const instances = await Promise.all([open(fresh), open(fresh), open(fresh)]);
      try {
        const results = await Promise.all(instances.map((i) => runMigrations(i, migrationsDir())));
        expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);
      } finally {
        await Promise.all(instances.map((i) => i.close()));
        await fresh.cleanup();
      }
    });
  } else {
    it('keeps its data in a folder across restarts', async () => {
      const dir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-pglite-')), 'data');
      const first = await createPgliteDatabase(dir);
      await runMigrations(first, migrationsDir());
      await first.query("INSERT INTO app_secrets (name, value) VALUES ('kept', 'yes')");
      await first.close();
      const second = await createPgliteDatabase(dir);
      try {
        expect((await runMigrations(second, migrationsDir())).applied).toEqual([]);
        const { rows } = await second.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'kept'");
        expect(rows[0]!.value).toBe('yes');
      } finally {
        await second.close();
      }
    });
  }
});
