import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { SecondFactorStatusSchema } from '../../schemas/second-factor';
import { relyingParty } from '../../services/second-factor/passkeys';

/** GET /api/mfa — the user's second factors: profile → Security and the enrolment page (docs/security/second-factor.md). */
export const getSecondFactorRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/mfa',
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: { response: { 200: SecondFactorStatusSchema, ...errorResponses(401) } },
    },
    async (request) => app.secondFactor.status(authOf(request).user, relyingParty(request).rpID),
  );
};
