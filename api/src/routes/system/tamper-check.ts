import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { localOnly } from '../../security/local-only';

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
    ...routeOf(app, API.runTamperCheck, [localOnly('The tamper check can be run by hand only from the machine the API server runs on.')]),
    handler: async (request) => app.tamperCheck.run('command', request.log),
  });

  app.route({
    ...routeOf(app, API.latestTamperCheck),
    handler: async () => ({ intervalMinutes: opts.intervalMinutes, check: await app.tamperChecksRepository.latest() }),
  });
};
