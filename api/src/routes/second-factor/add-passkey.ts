import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PasskeyAttestation } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { EnrolmentResultSchema, PasskeyRegistrationBodySchema } from '../../schemas/second-factor';
import { relyingParty } from '../../services/second-factor/passkeys';

/**
 * POST /api/mfa/passkeys — registers the passkey the browser made with the options of POST
 * /api/mfa/passkeys/options (in this session, within five minutes). Answers the recovery codes when
 * it is the user's first factor. 400 passkey_failed when the response does not verify.
 */
export const addPasskeyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/passkeys',
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: { body: PasskeyRegistrationBodySchema, response: { 200: EnrolmentResultSchema, ...errorResponses(400, 401, 409) } },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const { response, name } = request.body;
      return app.secondFactor.registerPasskey(user, sessionId, relyingParty(request), response as PasskeyAttestation, name);
    },
  );
};
