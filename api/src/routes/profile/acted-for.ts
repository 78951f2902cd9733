import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type ActedForResponse } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { actedForHistory } from '../../services/users/acted-for-history';

/**
 * GET /api/profile/impersonations — when staff acted for the caller, who, and what they paid
 * (docs/security/impersonation.md#what-the-customer-sees). Always the caller's own: staff
 * impersonating a customer (whose page sends `?userid=`) get their own, empty, history.
 */
export const actedForRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.actedFor),
    handler: async (request): Promise<ActedForResponse> => actedForHistory(app, authOf(request).user.user_id),
  });
};
