import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createPgDatabase } from '../src/db/pg-database';
import { createPgliteDatabase } from '../src/db/pglite-database';
import { migrationsDir } from '../src/paths';
import { DEFAULT_RECEIPT_BODY, defaultSystemConfiguration } from '../src/services/config/system-config-defaults';
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

  it('014 gives a configuration still holding the old receipt default the new one, and keeps one an administrator wrote', async () => {
    const scratch = await database.prepare();
    const old = await open(scratch);
    try {
      const before = mkdtempSync(path.join(tmpdir(), 'migrations-013-'));
      for (const file of readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql') && f < '014')) {
        copyFileSync(path.join(migrationsDir(), file), path.join(before, file));
      }
      await runMigrations(old, before);
      const legacy = {
        ...defaultSystemConfiguration('http://erp'),
        ReceiptEmailBody: 'Dear {{firstName}},\n\nthank you for your {{kind}}. These items were processed on {{date}}:\n\n{{rows}}\n\nTotal: {{total}}\n\n{{company}}',
        ReceiptEmailRow: 'Mine: {{document}} {{amount}}',
      };
      await old.query('INSERT INTO system_configuration (id, data) VALUES (1, $1::jsonb)', [JSON.stringify(legacy)]);
      await runMigrations(old, migrationsDir());
      const { rows } = await old.query<{ data: { ReceiptEmailBody: string; ReceiptEmailRow: string } }>('SELECT data FROM system_configuration WHERE id = 1');
      expect(rows[0]!.data.ReceiptEmailBody).toBe(DEFAULT_RECEIPT_BODY);
      expect(rows[0]!.data.ReceiptEmailRow).toBe('Mine: {{document}} {{amount}}');
    } finally {
      await old.close();
      await scratch.cleanup();
    }
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
