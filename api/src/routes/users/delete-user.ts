import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { deleteUser } from '../../services/users/save-user';

/**
 * DELETE /api/users/{UserId} — removes the user with their links, exclusions, sessions and
 * tokens (the payment ledger keeps its rows). 403 without CanManageUsers, for oneself or a user
 * beyond one's standing; 409 for the last active admin; 404 for an unknown user.
 */
export const deleteUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.deleteUser),
    handler: async (request) => {
      await deleteUser(app, authOf(request).user, request.params.userId);
      return { Message: 'User Deleted' };
    },
  });
};
