import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { ACCESS_CHANGED_CHANNEL } from '../../db/access-changes';
import { runMigrations } from '../../db/migrate';
import { createPgDatabase } from '../../db/pg-database';
import { createPgliteDatabase } from '../../db/pglite-database';
import { withWriteEpoch } from '../../db/write-epoch';
import { migrationsDir } from '../../paths';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Moves after every write of this instance (short caches drop their entries). */
    dbEpoch: () => number;
  }
}

export interface DbPluginOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** An initialised embedded database to start from (a `dumpDataDir` dump; tests only). */
  pgliteDataDir?: Blob;
}

/** Opens the database (PostgreSQL server or PGlite), applies pending migrations, closes on shutdown. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, opts) => {
    const raw = opts.databaseUrl
      ? await createPgDatabase(opts.databaseUrl, (error) => app.log.error({ err: error }, 'idle database connection failed'))
      : await createPgliteDatabase(opts.dataDir, opts.pgliteDataDir ? { loadDataDir: opts.pgliteDataDir } : {});
    const { db, epoch, bump } = withWriteEpoch(raw);
    // Another instance's change of access (a lock, a logout, a deleted user) drops this
    // instance's short caches at once, not after their lifetime.
    const stopListening = await raw.listen(ACCESS_CHANGED_CHANNEL, bump);
    app.addHook('onClose', async () => {
      await stopListening();
      await db.close();
    });
    const { applied } = await runMigrations(db, migrationsDir());
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    app.decorate('db', db);
    app.decorate('dbEpoch', epoch);
  },
  { name: 'db' },
);
