import fp from 'fastify-plugin';
import { announceAccessChange } from '../db/access-changes';
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

    /** Replaces the user's whole list (PUT /api/users/{id}/exclusions); every instance reloads its access at once. */
    async replace(userId: number, accountNumbers: readonly string[], q: Queryable = db): Promise<void> {
      await q.query('DELETE FROM exclusions WHERE user_id = $1', [userId]);
      if (accountNumbers.length > 0) {
        await q.query(
          'INSERT INTO exclusions (user_id, account_number) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
          [userId, [...accountNumbers]],
        );
      }
      await announceAccessChange(q);
    },
  };
}

export const exclusionsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('exclusionsRepository', createExclusionsRepository(app.db));
  },
  { name: 'exclusions-repository', dependencies: ['db'] },
);
