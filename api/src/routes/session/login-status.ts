import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LoginStatusResponse } from 'shared/server';
import { ApiError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import { LoginStatusSchema } from '../../schemas/session';

/** GET /api/login-status — never 401: a missing or dead token simply reads not_logged_in. */
export const loginStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/login-status',
    { schema: { response: { 200: LoginStatusSchema, ...errorResponses() } } },
    async (request): Promise<LoginStatusResponse> => {
      try {
        const { user } = await app.sessionService.authenticate(request.headers.authorization);
        return { isLoggedIn: true, status: user.status };
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401) return { isLoggedIn: false, status: 'not_logged_in' };
        throw error;
      }
    },
  );
};
