import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type ImpersonationResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';

/**
 * GET /api/impersonation[?userid=] — the user the calls act for: the customer being impersonated
 * (the top bar's 'Viewing as …'), or the caller. `?userid=` names only the customer the session
 * impersonates (docs/security/impersonation.md).
 */
export const actingUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.actingUser),
    handler: async (request): Promise<ImpersonationResponse> => {
      const target = actingOf(request).user;
      return { UserId: target.user_id, Name: `${target.first_name} ${target.last_name}`.trim(), Login: target.login };
    },
  });
};
