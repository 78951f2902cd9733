import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, QueryResult } from './database';

/** Embedded PostgreSQL (WASM) in a local folder, or in memory for `memory://`. */
export async function createPgliteDatabase(dataDir: string): Promise<Db> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir);
  await pglite.waitReady;
  return wrap(pglite, async () => {
    await pglite.close();
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
