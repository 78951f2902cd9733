import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { createSessionList } from '../../services/sessions/session-list';
import type { SessionRoutesOptions } from './list-sessions';

/**
 * DELETE /api/sessions/{sessionId} — ends one of the caller's own sessions at once, on every
 * instance (docs/security/sessions.md); audit log 'session_ended'. 404 for a session that is not
 * the caller's, unknown or already ended: nobody learns whether another user's id exists.
 */
export const endSessionRoute: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const sessionList = createSessionList(app, opts.idleTimeoutMinutes);
  app.route({
    ...routeOf(app, API.endSession),
    handler: async (request) => ({ ended: await sessionList.endOwn(authOf(request), request.params.sessionId) }),
  });
};
