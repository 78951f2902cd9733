import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { createSessionList } from '../../services/sessions/session-list';

/**
 * POST /api/users/{userId}/sessions/end — CanManageUsers ends every session of a user they may
 * manage (for oneself, all but the current one), at once on every instance
 * (docs/security/sessions.md); audit log 'sessions_ended' by 'admin'. 403 without the permission
 * or the standing, 404 for an unknown user.
 */
export const endUserSessionsRoute: FastifyPluginAsyncTypebox<{ idleTimeoutMinutes: number }> = async (app, opts) => {
  const sessionList = createSessionList(app, opts.idleTimeoutMinutes);
  app.route({
    ...routeOf(app, API.endUserSessions),
    handler: async (request) => ({ ended: await sessionList.endAllOfUser(authOf(request), request.params.userId) }),
  });
};
