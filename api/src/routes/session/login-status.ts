import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type LoginStatusResponse } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';

/** GET /api/login-status — never 401: a missing or dead token simply reads not_logged_in. */
export const loginStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.loginStatus),
    handler: async (request): Promise<LoginStatusResponse> => {
      try {
        const { user } = await app.sessionService.authenticate(request.headers.authorization);
        return { isLoggedIn: true, status: user.status };
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401) return { isLoggedIn: false, status: 'not_logged_in' };
        throw error;
      }
    },
  });
};
