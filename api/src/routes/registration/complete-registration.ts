import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, newPasswordSchema } from 'shared/server';
import { ApiError, API_TEXTS } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { formFields, validateForm } from '../../services/forms/validate-form';
import { completeInvite } from '../../services/registration/password-links';

/** POST /api/token/complete-registration: the invited user's password; the invite works once. */
export const completeRegistrationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.completeRegistration),
    handler: async (request) => {
      const inviteId = request.body.inviteId ?? '';
      if (!/^[A-Za-z0-9_-]+$/.test(inviteId)) throw new ApiError(404, MESSAGES.invalidInviteToken, 'invalid_token');
      const { form, message } = await validateForm(newPasswordSchema, request.body, formFields(newPasswordSchema));
      if (!form) throw new ApiError(400, message, 'validation');
      await completeInvite(app, inviteId, form);
      return { message: API_TEXTS.passwordSet };
    },
  });
};
