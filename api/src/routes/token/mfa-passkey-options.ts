import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { MfaTokenBodySchema, PasskeyRequestOptionsSchema } from '../../schemas/second-factor';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/token/mfa/passkey/options — the WebAuthn options for a login's second step with a
 * passkey of this host (docs/security/second-factor.md#passkeys). 400 no_passkey when the user has none here.
 */
export const mfaPasskeyOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/mfa/passkey/options',
    {
      schema: {
        body: MfaTokenBodySchema,
        response: { 200: PasskeyRequestOptionsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => app.secondFactor.loginPasskeyOptions(request.body.mfaToken, relyingParty(request)),
  );
};
