import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, type UserSaveResponse } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { UserSaveBodySchema, UserSaveResponseSchema } from '../../schemas/users';
import { createUser } from '../../services/users/save-user';

/**
 * POST /api/users — a new user, and their invite mail (WelcomeEmailContent) through the outbox.
 * 403 without CanManageUsers or when granting beyond one's own role and permissions, 400 with the
 * form's message, 409 for a login or e-mail address in use; each with `Message`.
 */
export const createUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users',
    {
      preHandler: app.authenticate,
      schema: {
        body: UserSaveBodySchema,
        response: { 200: UserSaveResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request): Promise<UserSaveResponse> => {
      const userId = await createUser(app, authOf(request).user, request.body);
      return { Message: MESSAGES.userSaved, UserId: userId };
    },
  );
};
