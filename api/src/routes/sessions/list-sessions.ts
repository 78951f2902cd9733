import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { createSessionList } from '../../services/sessions/session-list';

export interface SessionRoutesOptions {
  idleTimeoutMinutes: number;
}

/**
 * GET /api/sessions — the caller's own live sessions, the current one marked
 * (docs/security/sessions.md). A staff user acting for a customer sees their own, never the customer's.
 */
export const listSessionsRoute: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const sessionList = createSessionList(app, opts.idleTimeoutMinutes);
  app.route({
    ...routeOf(app, API.listSessions),
    handler: async (request) => ({ sessions: await sessionList.list(authOf(request)) }),
  });
};
