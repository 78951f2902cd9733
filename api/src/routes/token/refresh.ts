import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';

/**
 * POST /api/token/refresh — rotates the refresh token. 401 token_reused when a spent token
 * comes back (the session is ended), 409 rotated within the grace period, 401
 * session_expired after the idle timeout.
 */
export const refreshRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.refresh),
    handler: async (request) => app.sessionService.refresh(request.body.refreshToken, request.ip),
  });
};
