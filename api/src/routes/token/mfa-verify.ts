import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { MfaCodeBodySchema } from '../../schemas/second-factor';
import { LoginResponseSchema } from '../../schemas/session';
import { setPdfCookie } from '../../security/pdf-session-cookie';

/**
 * POST /api/token/mfa/verify — a login's second step with a TOTP code or a recovery code
 * (docs/security/second-factor.md#login): the login's answer and PDF cookie, as POST /api/token/login
 * gives them to a user without a second factor. 401 invalid_code (the challenge stays for another
 * try), 401 mfa_challenge_expired, 429 throttled.
 */
export const mfaVerifyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/mfa/verify',
    {
      schema: {
        body: MfaCodeBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, method } = await app.secondFactor.verifyLoginCode(request.body.mfaToken, request.body.code, request.ip);
      const outcome = await app.sessionService.openSession(user, method, { client: request.ip, userAgent: request.headers['user-agent'] });
      setPdfCookie(request, reply, outcome.pdfKey);
      return outcome.response;
    },
  );
};
