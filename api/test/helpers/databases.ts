import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** What a test file gets from a database: env entries for loadConfig, and a cleanup. */
export interface PreparedDatabase {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export interface TestDatabase {
  name: string;
  /** A fresh, empty database for one test file. */
  prepare(): Promise<PreparedDatabase>;
  /** A fresh database that keeps its rows when the app is closed and built again (restarts). */
  preparePersistent(): Promise<PreparedDatabase>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async prepare() {
    return { env: { DATA_DIR: 'memory://' }, cleanup: async () => undefined };
  },
  async preparePersistent() {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-'));
    return { env: { DATA_DIR: path.join(dir, 'data') }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

/**
 * A PostgreSQL server (TEST_DATABASE_URL): each test file gets its own schema, set as the
 * search_path of every connection, so parallel test files do not see each other's rows.
 */
const postgres = (url: string): TestDatabase => ({
  name: 'postgres',
  preparePersistent() {
    return this.prepare();
  },
  async prepare() {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const separator = url.includes('?') ? '&' : '?';
    const databaseUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    return {
      env: { DATABASE_URL: databaseUrl },
      async cleanup() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      },
    };
  },
});

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI). */
export const databases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
