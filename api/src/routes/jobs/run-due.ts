import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type RunDueResponse } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { localOnly } from '../../security/local-only';

/** An ISO date-time of the declaration's pattern that names a real day (Date would take 02-30 as 03-02). */
function parseMoment(text: string): Date | null {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(text);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Number.isNaN(date.getTime()) || month < 1 || month > 12 || day < 1 || day > daysInMonth ? null : date;
}

/**
 * POST /api/jobs/run-due: registered in sandbox mode only (routes/index.ts,
 * docs/security/sandbox-mode.md), for `npm run jobs -- run-due --at` on the same machine. Embedded
 * PGlite is one process's database, so the command asks the running server to run every job due
 * at `at` rather than opening the database itself. Refused (403) from another machine or through
 * a proxy: moving a demo's time is for whoever runs it.
 */
export const runDueRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.runDueJobs, [localOnly('Jobs can be run by hand only from the machine the API server runs on.')]),
    handler: async (request): Promise<RunDueResponse> => {
      const at = request.body.at === undefined ? app.jobs.clock.now() : parseMoment(request.body.at);
      if (at === null) throw new ApiError(400, `${request.body.at} is not a date and time.`, 'bad_time');
      const ran = await app.jobs.runDue(at);
      request.log.info({ at, ran: ran.length }, 'due jobs run by hand (sandbox mode)');
      return { at: at.toISOString(), ran };
    },
  });
};
