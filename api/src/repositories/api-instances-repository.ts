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
  started_at: Date;
  seen_at: Date;
}

export type ApiInstancesRepository = ReturnType<typeof createApiInstancesRepository>;

/** The API servers running on this database (migration 011), each renewing its own row. */
export function createApiInstancesRepository(db: Queryable) {
  return {
    /** Records this instance as seen now (its first call creates the row). */
    async renew(instance: { id: string; version: string; host: string; pid: number }): Promise<void> {
      await db.query(
        `INSERT INTO api_instances (id, version, host, pid) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
        [instance.id, instance.version, instance.host, instance.pid],
      );
    },

    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM api_instances WHERE id = $1', [id]);
    },

    /** Instances seen within `withinSeconds`, oldest first; rows silent for a day are dropped on the way. */
    async answering(withinSeconds: number): Promise<ApiInstance[]> {
      await db.query("DELETE FROM api_instances WHERE seen_at < now() - interval '1 day'");
      const { rows } = await db.query<ApiInstance>(
        `SELECT id, version, host, pid, started_at, seen_at FROM api_instances
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
