import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { forbidden } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface TamperCheckRoutesOptions {
  intervalMinutes: number;
}

/**
 * The tamper check (docs/security/tamper-detection.md): POST runs it now, for `npm run verify-live`
 * on the machine the API server runs on (embedded PGlite is that server's alone, so the command
 * asks it); GET gives /system the last result.
 */
export const tamperCheckRoutes: FastifyPluginAsyncTypebox<TamperCheckRoutesOptions> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.runTamperCheck, [
      async (request) => {
        const direct = LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
        if (!direct) throw forbidden('The tamper check can be run by hand only from the machine the API server runs on.');
      },
    ]),
    handler: async (request) => app.tamperCheck.run('command', request.log),
  });

  app.route({
    ...routeOf(app, API.latestTamperCheck, [
      async (request) => {
        if (!authOf(request).user.permissions.includes('CanEditSystemConfig')) throw forbidden();
      },
    ]),
    handler: async () => ({ intervalMinutes: opts.intervalMinutes, check: await app.tamperChecksRepository.latest() }),
  });
};
