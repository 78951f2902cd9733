import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, USER_REFUSALS, type UserDetail } from 'shared/server';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { pendingEmailOf } from '../../services/users/address-change';
import { assertMayRead } from '../../services/users/user-access';
import { toDetail } from '../../services/users/user-view';

/** GET /api/users/{userId} — one user with their linked accounts: one's own, or anyone's with CanViewUsers (403 first). */
export const getUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.getUser),
    handler: async (request): Promise<UserDetail> => {
      const caller = authOf(request).user;
      const { userId } = request.params;
      assertMayRead(caller, userId);
      const user = await app.usersRepository.findById(userId);
      if (!user) throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
      const [accounts, invitePending, pendingEmail] = await Promise.all([
        app.accountsRepository.listByUser(userId),
        app.oneTimeTokens.hasLive(userId, 'invite'),
        pendingEmailOf(app, userId),
      ]);
      return toDetail(user, accounts, invitePending, pendingEmail);
    },
  });
};
