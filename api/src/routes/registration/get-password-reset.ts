import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { loadPasswordReset } from '../../services/registration/password-links';

/** GET /api/users/password-reset/{id}: public; an unknown, used or expired link is 404 'Invalid reset url.'. */
export const getPasswordResetRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...routeOf(app, API.getPasswordReset), handler: async (request) => loadPasswordReset(app, request.params.id) });
};
