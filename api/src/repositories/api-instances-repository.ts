import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    apiInstancesRepository: ApiInstancesRepository;
  }
}

export interface ApiInstance {
  id: string;
  version: string;
  host: string;
  pid: number;
  /** null for rows written before migration 040. */
  port: number | null;
  started_at: Date;
  seen_at: Date;
}

export type ApiInstancesRepository = ReturnType<typeof createApiInstancesRepository>;

/** The API servers running on this database (migration 011), each renewing its own row. */
export function createApiInstancesRepository(db: Queryable) {
  return {
    /** Records this instance as seen now (its first call creates the row). */
    async renew(instance: { id: string; version: string; host: string; pid: number; port: number | null }): Promise<void> {
      await db.query(
        `INSERT INTO api_instances (id, version, host, pid, port) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET seen_at = now(), port = EXCLUDED.port`,
        [instance.id, instance.version, instance.host, instance.pid, instance.port],
      );
    },

    /** Removes the rows of servers silent for longer than `olderThanSeconds` (killed, or cut off): they no longer answer. */
    async removeStale(olderThanSeconds: number): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        'DELETE FROM api_instances WHERE seen_at < now() - make_interval(secs => $1) RETURNING id',
        [olderThanSeconds],
      );
      return rows.length;
    },

    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM api_instances WHERE id = $1', [id]);
    },

    /** Instances seen within `withinSeconds`, oldest first; the rows of the others are removed on the way. */
    async answering(withinSeconds: number): Promise<ApiInstance[]> {
      await this.removeStale(withinSeconds);
      const { rows } = await db.query<ApiInstance>(
        `SELECT id, version, host, pid, port, started_at, seen_at FROM api_instances
          WHERE seen_at >= now() - make_interval(secs => $1) ORDER BY started_at, id`,
        [withinSeconds],
      );
      return rows;
    },
  };
}

export const apiInstancesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('apiInstancesRepository', createApiInstancesRepository(app.db));
  },
  { name: 'api-instances-repository', dependencies: ['db'] },
);
