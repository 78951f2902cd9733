/**
 * The one database interface the repositories use. Two implementations speak the same SQL:
 * embedded PGlite (default) and a PostgreSQL server through node-postgres (DATABASE_URL).
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /**
   * Runs fn inside one transaction; commits when it resolves, rolls back when it throws.
   * Inside fn use only the `tx` handle: PGlite has a single connection, so a query on the
   * outer handle would wait for the transaction to end, which waits for the query.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` from any connection, this instance's or another's
   * (docs/architecture/api.md#short-caches); the returned function stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
