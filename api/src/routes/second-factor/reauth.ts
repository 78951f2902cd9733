import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PasskeyAssertion } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/mfa/reauth — re-authentication (ASVS 7.5.1) with a TOTP code, a recovery code or a
 * passkey assertion: for the next five minutes this session may make the changes of
 * docs/security/second-factor.md#step-up. 400 invalid_code, 429 throttled.
 */
export const reauthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.reauth),
    handler: async (request) => {
      const { user, sessionId } = authOf(request);
      const body = request.body;
      const proof = 'code' in body ? { code: body.code } : { response: body.response as PasskeyAssertion };
      await app.secondFactor.reauthenticate(user, sessionId, proof, relyingParty(request), request.ip);
      return { message: 'Success' };
    },
  });
};
