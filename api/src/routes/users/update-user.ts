import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type UserSaveResponse } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';
import { addressChangeOf } from '../../services/users/address-change';
import { updateUser } from '../../services/users/save-user';

/**
 * PUT /api/users/{UserId} — saves the user form. 403 without CanManageUsers, for a user beyond
 * one's own standing, for an escalation, or for locking or demoting oneself; 409 for the last
 * admin or an address in use; 404 for an unknown user. A lock or deactivation ends their sessions at once;
 * a new login or e-mail address follows docs/security/account-changes.md.
 */
export const updateUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.updateUser),
    handler: async (request): Promise<UserSaveResponse> => {
      const { user, sessionId } = authOf(request);
      // A new login or e-mail address asks for the second factor again (docs/security/second-factor.md#step-up).
      const target = user.permissions.includes('CanManageUsers') ? await app.usersRepository.findById(request.params.userId) : null;
      if (target && addressChangeOf(target, { Login: request.body.Login ?? target.login, Email: request.body.Email ?? target.email })) {
        await assertRecentAuth(request);
      }
      await updateUser(app, user, request.params.userId, request.body, sessionId);
      return { Message: MESSAGES.userSaved, UserId: request.params.userId };
    },
  });
};
