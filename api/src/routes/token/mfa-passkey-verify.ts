import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PasskeyAssertion } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { setPdfCookie } from '../../security/pdf-session-cookie';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/token/mfa/passkey/verify — a login's second step with a passkey assertion: the login's
 * answer and PDF cookie (docs/security/second-factor.md#login). 401 invalid_code, 401
 * mfa_challenge_expired, 429 throttled.
 */
export const mfaPasskeyVerifyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.mfaPasskeyVerify),
    handler: async (request, reply) => {
      const { mfaToken, response } = request.body;
      const { user, method } = await app.secondFactor.verifyLoginPasskey(mfaToken, response as PasskeyAssertion, relyingParty(request), request.ip);
      const outcome = await app.sessionService.openSession(user, method, { client: request.ip, userAgent: request.headers['user-agent'] });
      setPdfCookie(request, reply, outcome.pdfKey);
      return outcome.response;
    },
  });
};
