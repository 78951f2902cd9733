import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    appSecretsRepository: AppSecretsRepository;
  }
}

export type AppSecretsRepository = ReturnType<typeof createAppSecretsRepository>;

export function createAppSecretsRepository(db: Queryable) {
  return {
    /**
     * Returns the stored secret, creating it first if needed. Insert-then-read makes two
     * instances starting together agree on one value.
     */
    async getOrCreate(name: string, make: () => string): Promise<string> {
      await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        make(),
      ]);
      const { rows } = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
      return rows[0]!.value;
    },
  };
}

export const appSecretsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('appSecretsRepository', createAppSecretsRepository(app.db));
  },
  { name: 'app-secrets-repository', dependencies: ['db'] },
);
