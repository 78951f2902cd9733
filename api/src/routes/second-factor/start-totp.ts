import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses } from '../../schemas/common';
import { TotpEnrolmentSchema } from '../../schemas/second-factor';
import { assertRecentAuth } from '../../security/recent-auth';

/**
 * POST /api/mfa/totp/start — a new TOTP secret to enrol (base32 and otpauth:// URI), confirmed by
 * POST /api/mfa/totp/confirm. A user who has a factor already re-authenticates first; 409 when an
 * authenticator app is set up already (docs/security/second-factor.md#enrolment).
 */
export const startTotpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/totp/start',
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: { body: EmptyBodySchema, response: { 200: TotpEnrolmentSchema, ...errorResponses(401, 403, 409) } },
    },
    async (request) => {
      await assertRecentAuth(request);
      return app.secondFactor.startTotp(authOf(request).user);
    },
  );
};
