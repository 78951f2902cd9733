import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses } from '../../schemas/common';
import { SessionsEndedSchema } from '../../schemas/sessions';
import { createSessionList } from '../../services/sessions/session-list';
import type { SessionRoutesOptions } from './list-sessions';

/**
 * POST /api/sessions/end-others — ends every session of the caller but the current one
 * (docs/security/sessions.md); audit log 'sessions_ended' with the ids.
 */
export const endOtherSessionsRoute: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const sessionList = createSessionList(app, opts.idleTimeoutMinutes);
  app.post(
    '/sessions/end-others',
    {
      preHandler: app.authenticate,
      schema: { body: EmptyBodySchema, response: { 200: SessionsEndedSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ({ ended: await sessionList.endOthers(authOf(request)) }),
  );
};
