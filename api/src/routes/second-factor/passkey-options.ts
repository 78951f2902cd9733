import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/mfa/passkeys/options — WebAuthn options to register a passkey on this host, then POST
 * /api/mfa/passkeys. A user who has a factor already re-authenticates first.
 */
export const passkeyOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.passkeyOptions),
    config: { beforeSecondFactor: true },
    handler: async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      return app.secondFactor.passkeyRegistrationOptions(user, sessionId, relyingParty(request));
    },
  });
};
