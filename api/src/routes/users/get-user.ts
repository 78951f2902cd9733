import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_REFUSALS, type UserDetail } from 'shared/server';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { UserDetailSchema, UserIdParamsSchema } from '../../schemas/users';
import { pendingEmailOf } from '../../services/users/address-change';
import { assertMayRead } from '../../services/users/user-access';
import { toDetail } from '../../services/users/user-view';

/** GET /api/users/{userId} — one user with their linked accounts: one's own, or anyone's with CanViewUsers (403 first). */
export const getUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:userId',
    {
      preHandler: app.authenticate,
      schema: {
        params: UserIdParamsSchema,
        response: { 200: UserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<UserDetail> => {
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
  );
};
