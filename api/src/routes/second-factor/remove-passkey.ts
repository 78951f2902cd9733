import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { errorResponses, MessageSchema } from '../../schemas/common';
import { PasskeyIdBodySchema } from '../../schemas/second-factor';
import { assertRecentAuth } from '../../security/recent-auth';

/** POST /api/mfa/passkeys/remove — after re-authentication; staff keep at least one factor (409 last_factor). */
export const removePasskeyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/passkeys/remove',
    {
      preHandler: app.authenticate,
      schema: { body: PasskeyIdBodySchema, response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      await app.secondFactor.removePasskey(user, sessionId, request.body.id);
      return { message: 'Success' };
    },
  );
};
