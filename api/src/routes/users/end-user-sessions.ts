import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses } from '../../schemas/common';
import { SessionsEndedSchema } from 'shared/server';
import { UserIdParamsSchema } from '../../schemas/users';
import { createSessionList } from '../../services/sessions/session-list';

/**
 * POST /api/users/{userId}/sessions/end — CanManageUsers ends every session of a user they may
 * manage (for oneself, all but the current one), at once on every instance
 * (docs/security/sessions.md); audit log 'sessions_ended' by 'admin'. 403 without the permission
 * or the standing, 404 for an unknown user.
 */
export const endUserSessionsRoute: FastifyPluginAsyncTypebox<{ idleTimeoutMinutes: number }> = async (app, opts) => {
  const sessionList = createSessionList(app, opts.idleTimeoutMinutes);
  app.post(
    '/users/:userId/sessions/end',
    {
      preHandler: app.authenticate,
      schema: { params: UserIdParamsSchema, body: EmptyBodySchema, response: { 200: SessionsEndedSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ ended: await sessionList.endAllOfUser(authOf(request), request.params.userId) }),
  );
};
