import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';
import type { TamperCheckResult, TamperFinding } from '../services/security/tamper-check';

declare module 'fastify' {
  interface FastifyInstance {
    tamperChecksRepository: TamperChecksRepository;
  }
}

export interface StoredTamperCheck extends TamperCheckResult {
  startedBy: string;
}

export type TamperChecksRepository = ReturnType<typeof createTamperChecksRepository>;

/** The tamper check's results (migration 071). */
export function createTamperChecksRepository(db: Queryable) {
  return {
    async record(result: TamperCheckResult, startedBy: string, q: Queryable = db): Promise<void> {
      await q.query('INSERT INTO tamper_checks (checked_at, started_by, pages, scripts, findings) VALUES ($1, $2, $3, $4, $5::jsonb)', [
        result.checkedAt,
        startedBy,
        result.pages,
        result.scripts,
        JSON.stringify(result.findings),
      ]);
    },

    async latest(): Promise<StoredTamperCheck | null> {
      const { rows } = await db.query<{ checked_at: Date | string; started_by: string; pages: number; scripts: number; findings: TamperFinding[] | string }>(
        'SELECT checked_at, started_by, pages, scripts, findings FROM tamper_checks ORDER BY checked_at DESC, id DESC LIMIT 1',
      );
      const row = rows[0];
      if (!row) return null;
      return {
        checkedAt: new Date(row.checked_at).toISOString(),
        startedBy: row.started_by,
        pages: row.pages,
        scripts: row.scripts,
        findings: typeof row.findings === 'string' ? (JSON.parse(row.findings) as TamperFinding[]) : row.findings,
      };
    },
  };
}

export const tamperChecksRepositoryPlugin = fp(
  async (app) => {
    app.decorate('tamperChecksRepository', createTamperChecksRepository(app.db));
  },
  { name: 'tamper-checks-repository', dependencies: ['db'] },
);
