import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addAccountSchema, API, REGISTRATION_SESSION_HEADER } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { formFields, validateForm } from '../../services/forms/validate-form';
import { addProvenAccount, openRegistrationSession } from '../../services/registration/registration-session';

/**
 * PUT /api/users/account/validate (docs/product/registration.md#adding-accounts): public. Proves one
 * account into the registration session named by the X-Registration-Session header; without a live
 * one a session is opened. Every answer, refusals included, names the session in the same header.
 * 404 not found, 409 `duplicate` or `max_accounts`, 429 too many failed attempts.
 */
export const validateAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.validateAccount),
    handler: async (request, reply) => {
      const { form, message } = await validateForm(addAccountSchema, request.body, formFields(addAccountSchema));
      if (!form) throw new ApiError(400, message, 'validation');
      const session = await openRegistrationSession(app, request.headers[REGISTRATION_SESSION_HEADER]);
      reply.header(REGISTRATION_SESSION_HEADER, session.raw);
      return addProvenAccount(app, session, form, request.ip);
    },
  });
};
