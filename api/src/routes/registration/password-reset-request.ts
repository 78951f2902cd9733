import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, passwordResetRequestSchema } from 'shared/server';
import { ApiError, API_TEXTS } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { formFields, validateForm } from '../../services/forms/validate-form';
import { requestPasswordReset } from '../../services/registration/password-links';

/**
 * POST /api/users/password-reset-request (docs/product/registration.md#asking-for-a-reset): public.
 * The same message in the same time step whether or not the address has an account; counted per
 * address and per client (429).
 */
export const passwordResetRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.requestPasswordReset),
    handler: async (request) => {
      const { form, message } = await validateForm(passwordResetRequestSchema, request.body, formFields(passwordResetRequestSchema));
      if (!form) throw new ApiError(400, message, 'validation');
      await app.attemptLimiter.reserve('password-reset', form.email, request.ip);
      await requestPasswordReset(app, form.email);
      return { message: API_TEXTS.passwordResetRequested };
    },
  });
};
