import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { relyingParty } from '../../services/second-factor/passkeys';

/** POST /api/mfa/reauth/options — WebAuthn options to re-authenticate with a passkey of this host. */
export const reauthOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.reauthOptions),
    handler: async (request) => {
      const { user, sessionId } = authOf(request);
      return app.secondFactor.reauthPasskeyOptions(user, sessionId, relyingParty(request));
    },
  });
};
