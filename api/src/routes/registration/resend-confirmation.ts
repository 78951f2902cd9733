import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_TEXTS } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses, MessageSchema } from '../../schemas/common';
import { resendConfirmation } from '../../services/registration/self-registration';

/**
 * PUT /api/token/auto-register/resend-confirmation: for the logged-in user still waiting for
 * confirmation (409 once confirmed); counted per user and per client (429).
 */
export const resendConfirmationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/token/auto-register/resend-confirmation',
    {
      preHandler: app.authenticate,
      schema: { body: EmptyBodySchema, response: { 200: MessageSchema, ...errorResponses(401, 409, 429) } },
    },
    async (request) => {
      await resendConfirmation(app, authOf(request).user, request.ip);
      return { message: API_TEXTS.confirmationSent };
    },
  );
};
