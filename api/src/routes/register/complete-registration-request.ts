import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, USER_REFUSALS } from 'shared/server';
import { ApiError, userRefusal } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertPermission } from '../../services/users/user-access';

/**
 * POST /api/register/{id}/completed — marks a request done once its user is created; it leaves the
 * open list. The body may name the user made from it. CanManageUsers (403 first); 404 unknown,
 * 409 already completed.
 */
export const completeRegistrationRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.completeRegistrationRequest),
    handler: async (request) => {
      const caller = authOf(request).user;
      assertPermission(caller, 'CanManageUsers');
      const { id } = request.params;
      const userId = request.body?.UserId ?? null;
      if (userId !== null && !(await app.usersRepository.findById(userId))) throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
      const found = await app.registrationRequests.get(id);
      if (!found) throw new ApiError(404, USER_REFUSALS.unknownRequest, 'unknown_request');
      const done = await app.db.transaction(async (tx) => {
        if (!(await app.registrationRequests.complete(id, userId, tx))) return false;
        await app.auditLog.record(caller.user_id, 'registration_request_completed', { registrationRequestId: id, userId }, tx);
        return true;
      });
      if (!done) throw userRefusal(409, USER_REFUSALS.requestCompleted, 'request_completed');
      return { completed: true };
    },
  });
};
