import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses } from '../../schemas/common';
import { PasskeyRequestOptionsSchema } from '../../schemas/second-factor';
import { relyingParty } from '../../services/second-factor/passkeys';

/** POST /api/mfa/reauth/options — WebAuthn options to re-authenticate with a passkey of this host. */
export const reauthOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/reauth/options',
    {
      preHandler: app.authenticate,
      schema: { body: EmptyBodySchema, response: { 200: PasskeyRequestOptionsSchema, ...errorResponses(400, 401) } },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return app.secondFactor.reauthPasskeyOptions(user, sessionId, relyingParty(request));
    },
  );
};
