import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, newPasswordSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { errorResponses, MessageSchema } from '../../schemas/common';
import { CompletePasswordResetBodySchema } from '../../schemas/registration';
import { formFields, validateForm } from '../../services/forms/validate-form';
import { completePasswordReset } from '../../services/registration/password-links';

/** POST /api/token/complete-password-reset: the new password; the link works once and ends every session of the user. */
export const completePasswordResetRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/complete-password-reset',
    { schema: { body: CompletePasswordResetBodySchema, response: { 200: MessageSchema, ...errorResponses(400, 404, 503) } } },
    async (request) => {
      const id = request.body.id ?? '';
      if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new ApiError(404, MESSAGES.invalidResetUrl, 'invalid_token');
      const { form, message } = await validateForm(newPasswordSchema, request.body, formFields(newPasswordSchema));
      if (!form) throw new ApiError(400, message, 'validation');
      await completePasswordReset(app, id, form);
      return { message: MESSAGES.resetPasswordSuccess };
    },
  );
};
