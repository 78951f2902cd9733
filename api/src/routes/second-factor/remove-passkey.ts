import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';

/** POST /api/mfa/passkeys/remove — after re-authentication; staff keep at least one factor (409 last_factor). */
export const removePasskeyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.removePasskey),
    handler: async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      await app.secondFactor.removePasskey(user, sessionId, request.body.id);
      return { message: 'Success' };
    },
  });
};
