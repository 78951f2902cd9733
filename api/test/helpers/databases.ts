import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BuildOptions } from '../../src/app';

/** What a test file gets from a database: env entries for loadConfig, buildApp's options, and a cleanup. */
export interface PreparedDatabase {
  env: Record<string, string>;
  build?: BuildOptions;
  cleanup(): Promise<void>;
}

// Its package.json is not among the package's exports: read beside its entry (dist/index.cjs).
const PGLITE_VERSION = (JSON.parse(readFileSync(path.join(require.resolve('@electric-sql/pglite'), '../../package.json'), 'utf8')) as { version: string }).version;

const MAKE_INITIALISED_PGLITE = `
const { PGlite } = require('@electric-sql/pglite');
const { writeFileSync } = require('node:fs');
// Node would leave while PGlite starts: nothing it awaits keeps the event loop alive.
const alive = setInterval(() => undefined, 1000);
(async () => {
  const db = new PGlite();
  await db.waitReady;
  const dump = await db.dumpDataDir('none');
  await db.close();
  writeFileSync(process.argv[1], Buffer.from(await dump.arrayBuffer()));
  clearInterval(alive);
})().catch((error) => { console.error(error); process.exit(1); });`;

/**
 * A freshly initialised embedded database, as `dumpDataDir` writes it: PGlite's initdb takes seconds
 * (more on a busy machine), loading this a fraction of that, and each API test file starts one or
 * more. Made once per PGlite version on this machine, beside the other temporary files; empty, so
 * the migrations still run on every test's database (docs/architecture/testing.md#api-tests).
 */
async function initialisedPglite(): Promise<Blob> {
  const file = path.join(tmpdir(), `portal-pglite-initdb-${PGLITE_VERSION}.tar`);
  if (!existsSync(file)) {
    // In a plain Node process: `dumpDataDir` never settles inside Jest's module sandbox. Parallel
    // test workers may make it at once: each writes its own file, and the rename is atomic.
    const own = `${file}.${process.pid}`;
    const made = spawnSync(process.execPath, ['-e', MAKE_INITIALISED_PGLITE, own], { cwd: __dirname, encoding: 'utf8', timeout: 120_000 });
    if (made.status !== 0) throw new Error(`could not make ${file}: ${made.stderr}`);
    renameSync(own, file);
  }
  return new Blob([readFileSync(file)]);
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
    return { env: { DATA_DIR: 'memory://' }, build: { pgliteDataDir: await initialisedPglite() }, cleanup: async () => undefined };
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
