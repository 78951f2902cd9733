import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PasskeyAttestation } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/mfa/passkeys — registers the passkey the browser made with the options of POST
 * /api/mfa/passkeys/options (in this session, within five minutes). Answers the recovery codes when
 * it is the user's first factor. 400 passkey_failed when the response does not verify.
 */
export const addPasskeyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.addPasskey),
    config: { beforeSecondFactor: true },
    handler: async (request) => {
      const { user, sessionId } = authOf(request);
      const { response, name } = request.body;
      return app.secondFactor.registerPasskey(user, sessionId, relyingParty(request), response as PasskeyAttestation, name);
    },
  });
};
