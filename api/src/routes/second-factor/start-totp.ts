import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';

/**
 * POST /api/mfa/totp/start — a new TOTP secret to enrol (base32 and otpauth:// URI), confirmed by
 * POST /api/mfa/totp/confirm. A user who has a factor already re-authenticates first; 409 when an
 * authenticator app is set up already (docs/security/second-factor.md#enrolment).
 */
export const startTotpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.startTotp),
    config: { beforeSecondFactor: true },
    handler: async (request) => {
      await assertRecentAuth(request);
      return app.secondFactor.startTotp(authOf(request).user);
    },
  });
};
