import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { CodeBodySchema, EnrolmentResultSchema } from '../../schemas/second-factor';

/**
 * POST /api/mfa/totp/confirm — the first code of the secret being enrolled sets it up. Answers the
 * recovery codes when it is the user's first factor (shown once). 400 invalid_code, 409 nothing to
 * confirm, 429 throttled.
 */
export const confirmTotpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/totp/confirm',
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: { body: CodeBodySchema, response: { 200: EnrolmentResultSchema, ...errorResponses(400, 401, 409, 429) } },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return app.secondFactor.confirmTotp(user, sessionId, request.body.code, request.ip);
    },
  );
};
