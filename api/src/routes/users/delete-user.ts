import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { UserDeleteResponseSchema, UserIdParamsSchema } from '../../schemas/users';
import { deleteUser } from '../../services/users/save-user';

/**
 * DELETE /api/users/{UserId} — removes the user with their links, exclusions, sessions and
 * tokens (the payment ledger keeps its rows). 403 without CanManageUsers, for oneself or a user
 * beyond one's standing; 409 for the last active admin; 404 for an unknown user.
 */
export const deleteUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/users/:userId',
    {
      preHandler: app.authenticate,
      schema: {
        params: UserIdParamsSchema,
        response: { 200: UserDeleteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteUser(app, authOf(request).user, request.params.userId);
      return { Message: 'User Deleted' };
    },
  );
};
