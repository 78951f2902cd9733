import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses } from '../../schemas/common';
import { PasskeyCreationOptionsSchema } from '../../schemas/second-factor';
import { assertRecentAuth } from '../../security/recent-auth';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/mfa/passkeys/options — WebAuthn options to register a passkey on this host, then POST
 * /api/mfa/passkeys. A user who has a factor already re-authenticates first.
 */
export const passkeyOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/passkeys/options',
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: { body: EmptyBodySchema, response: { 200: PasskeyCreationOptionsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      return app.secondFactor.passkeyRegistrationOptions(user, sessionId, relyingParty(request));
    },
  );
};
