import fp from 'fastify-plugin';
import type { SystemConfiguration } from 'shared/server';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    systemConfigRepository: SystemConfigRepository;
  }
}

export type SystemConfigRepository = ReturnType<typeof createSystemConfigRepository>;

/** The single system_configuration row (docs/product/configuration-and-mail.md), stored as one JSON document. */
export function createSystemConfigRepository(db: Queryable) {
  return {
    /**
     * Writes the defaults unless a configuration exists; a running portal's settings are never
     * overwritten. Answers whether it wrote them (there was no configuration yet).
     */
    async ensureDefaults(defaults: SystemConfiguration): Promise<boolean> {
      const { rows } = await db.query('INSERT INTO system_configuration (id, data) VALUES (1, $1::jsonb) ON CONFLICT (id) DO NOTHING RETURNING id', [
        JSON.stringify(defaults),
      ]);
      return rows.length > 0;
    },

    async get(q: Queryable = db): Promise<SystemConfiguration> {
      const { rows } = await q.query<{ data: SystemConfiguration }>('SELECT data FROM system_configuration WHERE id = 1');
      if (!rows[0]) throw new Error('system_configuration has no row; ensureDefaults runs at start');
      return rows[0].data;
    },

    /** Points the configuration at an SMTP server (sandbox mode with SMTP_HOST/SMTP_PORT). */
    async setSmtpServer(host: string, port: number, q: Queryable = db): Promise<void> {
      await q.query(
        `UPDATE system_configuration
         SET data = data || jsonb_build_object('SmtpAddress', $1::text, 'SmtpPort', $2::int), updated_at = now()
         WHERE id = 1`,
        [host, port],
      );
    },

    async update(data: SystemConfiguration, q: Queryable = db): Promise<void> {
      await q.query('UPDATE system_configuration SET data = $1::jsonb, updated_at = now() WHERE id = 1', [
        JSON.stringify(data),
      ]);
    },
  };
}

export const systemConfigRepositoryPlugin = fp(
  async (app) => {
    app.decorate('systemConfigRepository', createSystemConfigRepository(app.db));
  },
  { name: 'system-config-repository', dependencies: ['db'] },
);
