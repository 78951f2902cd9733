import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';

/**
 * POST /api/mfa/totp/confirm — the first code of the secret being enrolled sets it up. Answers the
 * recovery codes when it is the user's first factor (shown once). 400 invalid_code, 409 nothing to
 * confirm, 429 throttled.
 */
export const confirmTotpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.confirmTotp),
    config: { beforeSecondFactor: true },
    handler: async (request) => {
      const { user, sessionId } = authOf(request);
      return app.secondFactor.confirmTotp(user, sessionId, request.body.code, request.ip);
    },
  });
};
