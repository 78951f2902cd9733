import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, REGISTRATION_SESSION_HEADER } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { findRegistrationSession, publicAccount } from '../../services/registration/registration-session';

/** GET /api/token/auto-register/accounts: the accounts the registration session proved so far (none without a live session). */
export const registrationAccountsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.registrationAccounts),
    handler: async (request) => {
      const session = await findRegistrationSession(app, request.headers[REGISTRATION_SESSION_HEADER]);
      return { accounts: (session?.accounts ?? []).map(publicAccount) };
    },
  });
};
