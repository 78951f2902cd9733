import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/token/mfa/passkey/options — the WebAuthn options for a login's second step with a
 * passkey of this host (docs/security/second-factor.md#passkeys-relying-party-and-origin). 400 no_passkey when the user has none here.
 */
export const mfaPasskeyOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.mfaPasskeyOptions),
    handler: async (request) => app.secondFactor.loginPasskeyOptions(request.body.mfaToken, relyingParty(request)),
  });
};
