import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses } from '../../schemas/common';
import { EnrolmentResultSchema } from '../../schemas/second-factor';
import { assertRecentAuth } from '../../security/recent-auth';

/** POST /api/mfa/recovery-codes — new recovery codes replace every old one; after re-authentication. */
export const recoveryCodesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mfa/recovery-codes',
    {
      preHandler: app.authenticate,
      schema: { body: EmptyBodySchema, response: { 200: EnrolmentResultSchema, ...errorResponses(401, 403, 409) } },
    },
    async (request) => {
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      return app.secondFactor.regenerateRecoveryCodes(user, sessionId);
    },
  );
};
