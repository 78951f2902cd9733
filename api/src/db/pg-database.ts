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
  const listeners: (() => Promise<void>)[] = [];
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
    listen(channel, onNotify) {
      return listenOn(connectionString, channel, onNotify, onIdleError).then((stop) => {
        listeners.push(stop);
        return stop;
      });
    },
    async close(): Promise<void> {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A lost connection
 * counts as a notification, since one may have been missed, and is opened again a second later.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      onError(error);
      onNotify();
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void open().catch(onError), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
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
    listen: () => Promise.reject(new Error('listen on the database, not inside a transaction')),
    async close(): Promise<void> {
      // The pool owns the client; closing happens through the outer handle.
    },
  };
  return db;
}
