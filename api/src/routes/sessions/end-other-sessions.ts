import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { createSessionList } from '../../services/sessions/session-list';
import type { SessionRoutesOptions } from './list-sessions';

/**
 * POST /api/sessions/end-others — ends every session of the caller but the current one
 * (docs/security/sessions.md); audit log 'sessions_ended' with the ids.
 */
export const endOtherSessionsRoute: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const sessionList = createSessionList(app, opts.idleTimeoutMinutes);
  app.route({
    ...routeOf(app, API.endOtherSessions),
    handler: async (request) => ({ ended: await sessionList.endOthers(authOf(request)) }),
  });
};
