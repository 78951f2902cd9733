import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { EmptyBodySchema, errorResponses } from '../../schemas/common';
import { UserIdParamsSchema, UserMessageResponseSchema } from '../../schemas/users';
import { sendInvite } from '../../services/users/send-invite';

/**
 * POST /api/users/{userId}/invite — mails the user's invite now: the first one of a user created
 * with `SendInvite: false`, or a new one (docs/product/users-and-admin.md#invites). 403 without
 * CanManageUsers or the standing, 404 for an unknown user, 409 once the user has a password.
 */
export const sendInviteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:userId/invite',
    {
      preHandler: app.authenticate,
      schema: {
        params: UserIdParamsSchema,
        body: EmptyBodySchema,
        response: { 200: UserMessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await sendInvite(app, authOf(request).user, request.params.userId);
      return { Message: MESSAGES.inviteSent };
    },
  );
};
