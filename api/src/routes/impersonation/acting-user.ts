import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ImpersonationResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { ImpersonationResponseSchema } from '../../schemas/users';

/**
 * GET /api/impersonation[?userid=] — the user the calls act for: the customer being impersonated
 * (the top bar's 'Viewing as …'), or the caller. `?userid=` names only the customer the session
 * impersonates (docs/security/impersonation.md).
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
      const target = actingOf(request).user;
      return { UserId: target.user_id, Name: `${target.first_name} ${target.last_name}`.trim(), Login: target.login };
    },
  );
};
