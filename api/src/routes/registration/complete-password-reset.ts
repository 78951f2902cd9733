import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, newPasswordSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { formFields, validateForm } from '../../services/forms/validate-form';
import { completePasswordReset } from '../../services/registration/password-links';

/** POST /api/token/complete-password-reset: the new password; the link works once and ends every session of the user. */
export const completePasswordResetRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.completePasswordReset),
    handler: async (request) => {
      const id = request.body.id ?? '';
      if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new ApiError(404, MESSAGES.invalidResetUrl, 'invalid_token');
      const { form, message } = await validateForm(newPasswordSchema, request.body, formFields(newPasswordSchema));
      if (!form) throw new ApiError(400, message, 'validation');
      await completePasswordReset(app, id, form);
      return { message: MESSAGES.resetPasswordSuccess };
    },
  });
};
