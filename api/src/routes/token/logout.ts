import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { clearPdfCookie } from '../../security/pdf-session-cookie';

/**
 * POST /api/token/logout — ends the session of the bearer token (even an expired one) or
 * of `refreshToken` in the body. Always answers Success: logging out twice is not an error.
 */
export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.logout),
    handler: async (request, reply) => {
      await app.sessionService.logout(request.headers.authorization, request.body?.refreshToken);
      // The session's PDF links are dead with it (checked against the live session); the cookie goes too.
      clearPdfCookie(request, reply);
      return { message: 'Success' };
    },
  });
};
