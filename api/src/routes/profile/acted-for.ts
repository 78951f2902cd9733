import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActedForResponse } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { ActedForResponseSchema } from '../../schemas/acted-for';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { actedForHistory } from '../../services/users/acted-for-history';

/**
 * GET /api/profile/impersonations — when staff acted for the caller, who, and what they paid
 * (docs/security/impersonation.md#what-the-customer-sees). Always the caller's own: staff
 * impersonating a customer (whose page sends `?userid=`) get their own, empty, history.
 */
export const actedForRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile/impersonations',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: ImpersonationQuerySchema,
        response: { 200: ActedForResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ActedForResponse> => actedForHistory(app, authOf(request).user.user_id),
  );
};
