import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { API_TEXTS } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { resendConfirmation } from '../../services/registration/self-registration';

/**
 * PUT /api/token/auto-register/resend-confirmation: for the logged-in user still waiting for
 * confirmation (409 once confirmed); counted per user and per client (429).
 */
export const resendConfirmationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.resendConfirmation),
    handler: async (request) => {
      await resendConfirmation(app, authOf(request).user, request.ip);
      return { message: API_TEXTS.confirmationSent };
    },
  });
};
