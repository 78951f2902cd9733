import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { createPgDatabase } from '../../db/pg-database';
import { createPgliteDatabase } from '../../db/pglite-database';
import { migrationsDir } from '../../paths';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  databaseUrl: string | null;
  dataDir: string;
}

/** Opens the database (PostgreSQL server or PGlite), applies pending migrations, closes on shutdown. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, opts) => {
    const db = opts.databaseUrl
      ? await createPgDatabase(opts.databaseUrl, (error) => app.log.error({ err: error }, 'idle database connection failed'))
      : await createPgliteDatabase(opts.dataDir);
    app.addHook('onClose', async () => {
      await db.close();
    });
    const { applied } = await runMigrations(db, migrationsDir());
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    app.decorate('db', db);
  },
  { name: 'db' },
);
