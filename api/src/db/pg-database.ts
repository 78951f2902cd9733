import pg from 'pg';
import type { Db, QueryResult } from './database';

/** A PostgreSQL server through a node-postgres pool (DATABASE_URL). */
export async function createPgDatabase(
  connectionString: string,
  onIdleError: (error: Error) => void = () => undefined,
): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection (server restart) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', onIdleError);
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}

/** The handle given to a transaction body: every query runs on the transaction's client. */
function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
    // Nested calls join the open transaction.
    transaction: (fn) => fn(db),
    async close(): Promise<void> {
      // The pool owns the client; closing happens through the outer handle.
    },
  };
  return db;
}
