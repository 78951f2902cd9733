import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_CHANGE_TEXTS, API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { cancelEmailChange } from '../../services/users/address-change';

/**
 * DELETE /api/users/{UserId}/email-change — ends a change of e-mail address that still waits for
 * its link (docs/security/account-changes.md); the address stays as it is. Who may save the user
 * may cancel it: 403 without CanManageUsers or for a user beyond one's standing, 404 for an unknown user.
 */
export const cancelEmailChangeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.cancelEmailChange),
    handler: async (request) => {
      await cancelEmailChange(app, authOf(request).user, request.params.userId);
      return { Message: ACCOUNT_CHANGE_TEXTS.cancelled };
    },
  });
};
