import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, registrationRequestSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { formFields, validateForm } from '../../services/forms/validate-form';
import { submitRegistrationRequest } from '../../services/registration/registration-requests';

/**
 * POST /api/register (docs/product/registration.md#registration-request): public. Counted per
 * address and per client (429); a repeat while the address's request is open gets the same thanks
 * and sends no mail.
 */
export const registerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.submitRegistrationRequest),
    handler: async (request) => {
      const { form, message } = await validateForm(registrationRequestSchema, request.body, formFields(registrationRequestSchema));
      if (!form) throw new ApiError(400, message, 'validation');
      await app.attemptLimiter.reserve('registration', form.email, request.ip);
      await submitRegistrationRequest(app, form);
      return { message: MESSAGES.registrationThanks };
    },
  });
};
