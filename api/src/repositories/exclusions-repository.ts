import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    exclusionsRepository: ExclusionsRepository;
  }
}

export type ExclusionsRepository = ReturnType<typeof createExclusionsRepository>;

/** Sold-to numbers hidden from a Payer/PayerAll user (docs/product/users-and-admin.md exclusion list). */
export function createExclusionsRepository(db: Queryable) {
  return {
    async listByUser(userId: number, q: Queryable = db): Promise<string[]> {
      const { rows } = await q.query<{ account_number: string }>(
        'SELECT account_number FROM exclusions WHERE user_id = $1 ORDER BY account_number',
        [userId],
      );
      return rows.map((r) => r.account_number);
    },

    async add(userId: number, accountNumber: string, q: Queryable = db): Promise<void> {
      await q.query(
        'INSERT INTO exclusions (user_id, account_number) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [userId, accountNumber],
      );
    },
  };
}

export const exclusionsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('exclusionsRepository', createExclusionsRepository(app.db));
  },
  { name: 'exclusions-repository', dependencies: ['db'] },
);
