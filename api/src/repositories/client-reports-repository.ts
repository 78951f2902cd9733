import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    clientReportsRepository: ClientReportsRepository;
  }
}

export interface CountedReport {
  kind: string;
  remote: string;
  release: string;
  detail: string;
}

export interface ClientReportRow extends CountedReport {
  count: number;
  first_at: Date;
  last_at: Date;
}

export type ClientReportsRepository = ReturnType<typeof createClientReportsRepository>;

/** Browser reports counted per kind, remote, release, detail and hour (migration 070). */
export function createClientReportsRepository(db: Queryable) {
  return {
    /** Adds one to each report's count for the hour of `at`. */
    async count(reports: readonly CountedReport[], at: Date): Promise<void> {
      for (const report of reports) {
        await db.query(
          `INSERT INTO client_reports (kind, remote, release, detail, hour, first_at, last_at)
           VALUES ($1, $2, $3, $4, date_trunc('hour', $5::timestamptz), $5, $5)
           ON CONFLICT (kind, remote, release, detail, hour)
           DO UPDATE SET count = client_reports.count + 1, last_at = GREATEST(client_reports.last_at, EXCLUDED.last_at)`,
          [report.kind, report.remote, report.release, report.detail, at.toISOString()],
        );
      }
    },

    /**
     * Page loads and failure reports per remote and release since the hour of `since`: what the
     * canary watch compares (docs/architecture/remotes.md#the-watch). CSP violations name no release.
     */
    async releaseTotals(since: Date): Promise<Array<{ kind: string; remote: string; release: string; count: number }>> {
      const { rows } = await db.query<{ kind: string; remote: string; release: string; count: number }>(
        `SELECT kind, remote, release, SUM(count)::int AS count
           FROM client_reports
          WHERE hour >= date_trunc('hour', $1::timestamptz) AND kind <> 'csp-violation'
          GROUP BY kind, remote, release`,
        [since.toISOString()],
      );
      return rows;
    },

    /** The counts since `since`, summed over hours; the newest first. Older rows are dropped on the way. */
    async since(since: Date, keepFrom: Date): Promise<ClientReportRow[]> {
      await db.query('DELETE FROM client_reports WHERE hour < $1', [keepFrom.toISOString()]);
      const { rows } = await db.query<ClientReportRow>(
        `SELECT kind, remote, release, detail, SUM(count)::int AS count, MIN(first_at) AS first_at, MAX(last_at) AS last_at
           FROM client_reports WHERE hour >= date_trunc('hour', $1::timestamptz) AND kind <> 'page-load'
          GROUP BY kind, remote, release, detail
          ORDER BY MAX(last_at) DESC, kind, remote, release, detail
          LIMIT 200`,
        [since.toISOString()],
      );
      return rows;
    },
  };
}

export const clientReportsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('clientReportsRepository', createClientReportsRepository(app.db));
  },
  { name: 'client-reports-repository', dependencies: ['db'] },
);
