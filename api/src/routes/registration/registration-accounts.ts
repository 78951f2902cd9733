import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REGISTRATION_SESSION_HEADER } from 'shared/server';
import { errorResponses } from '../../schemas/common';
import { RegistrationAccountsResponseSchema, RegistrationSessionHeadersSchema } from '../../schemas/registration';
import { findRegistrationSession, publicAccount } from '../../services/registration/registration-session';

/** GET /api/token/auto-register/accounts: the accounts the registration session proved so far (none without a live session). */
export const registrationAccountsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/token/auto-register/accounts',
    { schema: { headers: RegistrationSessionHeadersSchema, response: { 200: RegistrationAccountsResponseSchema, ...errorResponses(400) } } },
    async (request) => {
      const session = await findRegistrationSession(app, request.headers[REGISTRATION_SESSION_HEADER]);
      return { accounts: (session?.accounts ?? []).map(publicAccount) };
    },
  );
};
