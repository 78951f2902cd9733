import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { sendInvite } from '../../services/users/send-invite';

/**
 * POST /api/users/{userId}/invite — mails the user's invite now: the first one of a user created
 * with `SendInvite: false`, or a new one (docs/product/users-and-admin.md#invites). 403 without
 * CanManageUsers or the standing, 404 for an unknown user, 409 once the user has a password.
 */
export const sendInviteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.sendInvite),
    handler: async (request) => {
      await sendInvite(app, authOf(request).user, request.params.userId);
      return { Message: MESSAGES.inviteSent };
    },
  });
};
