import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ImpersonationResponse } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { ImpersonationResponseSchema } from '../../schemas/users';
import { resolveTargetUser } from '../../services/access/impersonation';

/**
 * GET /api/impersonation[?userid=] — the user the calls act for: the customer being impersonated
 * (the top bar's 'Viewing as …'), or the caller. `?userid=` passes the impersonation policy first.
 */
export const actingUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/impersonation',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: ImpersonationQuerySchema,
        response: { 200: ImpersonationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ImpersonationResponse> => {
      const target = await resolveTargetUser(app, authOf(request).user, request.query.userid);
      return { UserId: target.user_id, Name: `${target.first_name} ${target.last_name}`.trim(), Login: target.login };
    },
  );
};
