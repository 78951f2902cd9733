import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses, MessageSchema } from '../../schemas/common';
import { assertRecentAuth } from '../../security/recent-auth';

/** POST /api/mfa/totp/remove — after re-authentication; staff keep at least one factor (409 last_factor). */
export const removeTotpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/totp/remove',
    {
      preHandler: app.authenticate,
      schema: { body: EmptyBodySchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 409) } },
    },
    async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      await app.secondFactor.removeTotp(user, sessionId);
      return { message: 'Success' };
    },
  );
};
