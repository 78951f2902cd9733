import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';

/** POST /api/mfa/recovery-codes — new recovery codes replace every old one; after re-authentication. */
export const recoveryCodesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.newRecoveryCodes),
    handler: async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      return app.secondFactor.regenerateRecoveryCodes(user, sessionId);
    },
  });
};
