import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type UserSaveResponse } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { createUser } from '../../services/users/save-user';

/**
 * POST /api/users — a new user, and their invite mail (WelcomeEmailContent) through the outbox.
 * 403 without CanManageUsers or when granting beyond one's own role and permissions, 400 with the
 * form's message, 409 for a login or e-mail address in use; each with `Message`.
 */
export const createUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.createUser),
    handler: async (request): Promise<UserSaveResponse> => {
      const userId = await createUser(app, authOf(request).user, request.body);
      return { Message: MESSAGES.userSaved, UserId: userId };
    },
  });
};
