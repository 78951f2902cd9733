import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { relyingParty } from '../../services/second-factor/passkeys';

/** GET /api/mfa — the user's second factors: profile → Security and the enrolment page (docs/security/second-factor.md). */
export const getSecondFactorRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.secondFactorStatus),
    config: { beforeSecondFactor: true },
    handler: async (request) => app.secondFactor.status(authOf(request).user, relyingParty(request).rpID),
  });
};
