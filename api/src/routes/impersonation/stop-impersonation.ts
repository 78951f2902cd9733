import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';

/**
 * DELETE /api/impersonation — staff stop acting for the customer their session impersonates; the
 * stop is recorded with both users. Stopping when nothing runs answers `stopped: false`. Any
 * logged-in user (it only ever ends their own session's impersonation).
 */
export const stopImpersonationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.stopImpersonation),
    handler: async (request) => {
      const { user: caller, sessionId } = authOf(request);
      return app.db.transaction(async (tx) => {
        const changed = await app.sessionsRepository.setImpersonating(sessionId, null, tx);
        const previous = changed?.previous ?? null;
        if (previous === null) return { stopped: false };
        await app.auditLog.recordActing(caller.user_id, previous, 'impersonation_stopped', { sessionId, by: 'staff' }, tx);
        return { stopped: true };
      });
    },
  });
};
