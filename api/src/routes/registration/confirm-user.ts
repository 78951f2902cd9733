import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { confirmEmail } from '../../services/registration/self-registration';

/** POST /api/token/auto-register/user-confirm/{token}: public; 404 'Could not validate account.' for a dead link. */
export const confirmUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.confirmUser),
    handler: async (request) => {
      await confirmEmail(app, request.params.token);
      return { message: MESSAGES.confirmSuccess };
    },
  });
};
