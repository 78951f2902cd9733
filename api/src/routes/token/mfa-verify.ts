import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { setPdfCookie } from '../../security/pdf-session-cookie';

/**
 * POST /api/token/mfa/verify — a login's second step with a TOTP code or a recovery code
 * (docs/security/second-factor.md#login): the login's answer and PDF cookie, as POST /api/token/login
 * gives them to a user without a second factor. 401 invalid_code (the challenge stays for another
 * try), 401 mfa_challenge_expired, 429 throttled.
 */
export const mfaVerifyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.mfaVerify),
    handler: async (request, reply) => {
      const { user, method } = await app.secondFactor.verifyLoginCode(request.body.mfaToken, request.body.code, request.ip);
      const outcome = await app.sessionService.openSession(user, method, { client: request.ip, userAgent: request.headers['user-agent'] });
      setPdfCookie(request, reply, outcome.pdfKey);
      return outcome.response;
    },
  });
};
