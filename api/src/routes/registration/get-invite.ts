import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { loadInvite } from '../../services/registration/password-links';

/** GET /api/users/invite/{id}: public; an unknown, used or expired invite is 404 'Invalid invite token.'. */
export const getInviteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...routeOf(app, API.getInvite), handler: async (request) => loadInvite(app, request.params.id) });
};
