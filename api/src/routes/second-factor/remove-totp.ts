import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';

/** POST /api/mfa/totp/remove — after re-authentication; staff keep at least one factor (409 last_factor). */
export const removeTotpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.removeTotp),
    handler: async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      await app.secondFactor.removeTotp(user, sessionId);
      return { message: 'Success' };
    },
  });
};
