import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { RefreshBodySchema, TokenPairSchema } from '../../schemas/session';

/**
 * POST /api/token/refresh — rotates the refresh token. 401 token_reused when a spent token
 * comes back (the session is ended), 409 rotated within the grace period, 401
 * session_expired after the idle timeout.
 */
export const refreshRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/refresh',
    {
      schema: {
        body: RefreshBodySchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => app.sessionService.refresh(request.body.refreshToken, request.ip),
  );
};
