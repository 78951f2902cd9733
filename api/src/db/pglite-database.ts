import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, QueryResult } from './database';

/**
 * The embedded database is one process's alone: a second one (an API server, `npm run admin`)
 * opening the same folder would corrupt it. Thrown with the holder's process id.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), most likely a running API server. ` +
        `Stop it and try again, or use a PostgreSQL server (DATABASE_URL), which several processes share. ` +
        `If no such process runs, delete ${lockFileOf(dataDir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Beside the folder, not in it: PGlite wants the folder to itself. */
const lockFileOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock file (the process id), or throws DataDirInUseError while a live process
 * holds it. A lock left by a process that has ended (a crash, a kill) is taken over; so is one with
 * this process's own id (a container restarted with the same pid).
 */
function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const mine = `${process.pid}\n`;
  try {
    writeFileSync(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) throw new DataDirInUseError(dataDir, holder);
    writeFileSync(file, mine);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

/**
 * Embedded PostgreSQL (WASM) in a local folder, or in memory for `memory://`. `loadDataDir`: a dump
 * of an initialised database (`dumpDataDir`) to start from instead of running initdb, which takes
 * seconds; the API tests start each file's database so (docs/architecture/testing.md#api-tests).
 */
export async function createPgliteDatabase(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  let unlock = () => undefined as void;
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await pglite.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  return wrap(pglite, async () => {
    try {
      await pglite.close();
    } finally {
      unlock();
    }
  });
}
type PgliteHandle = PGlite | Transaction;

function wrap(handle: PgliteHandle, close: () => Promise<void>): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await handle.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await handle.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // A nested call joins the transaction that is already open.
      if (handle instanceof PGlite) {
        return handle.transaction((tx) => fn(wrap(tx, close)));
      }
      return fn(wrap(handle, close));
    },
    async listen(channel, onNotify) {
      // One PGlite is one process's database: its NOTIFYs come from this instance alone.
      if (!(handle instanceof PGlite)) throw new Error('listen on the database, not inside a transaction');
      return handle.listen(channel, () => onNotify());
    },
    close,
  };
}
