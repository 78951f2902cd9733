import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, REGISTRATION_SESSION_HEADER, selfRegistrationSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { setPdfCookie } from '../../security/pdf-session-cookie';
import { formFields, validateForm } from '../../services/forms/validate-form';
import { registerUser } from '../../services/registration/self-registration';

/**
 * POST /api/token/auto-register/user (docs/product/registration.md#creating-the-user): creates the
 * user from the registration session's proven accounts and logs them in (tokens and the PDF cookie,
 * as a login). 400 a rule of the form, 409 a taken address, 410 no live registration session.
 */
export const autoRegisterUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.autoRegisterUser),
    handler: async (request, reply) => {
      const { form, message } = await validateForm(selfRegistrationSchema, request.body, formFields(selfRegistrationSchema));
      if (!form) throw new ApiError(400, message, 'validation');
      const registered = await registerUser(app, request.headers[REGISTRATION_SESSION_HEADER], form);
      setPdfCookie(request, reply, registered.pdfKey);
      return registered.response;
    },
  });
};
