import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from 'shared/server';
import { EmptyBodySchema, errorResponses, MessageSchema } from '../../schemas/common';
import { ConfirmTokenParamsSchema } from '../../schemas/registration';
import { confirmEmail } from '../../services/registration/self-registration';

/** POST /api/token/auto-register/user-confirm/{token}: public; 404 'Could not validate account.' for a dead link. */
export const confirmUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/auto-register/user-confirm/:token',
    { schema: { params: ConfirmTokenParamsSchema, body: EmptyBodySchema, response: { 200: MessageSchema, ...errorResponses(400, 404) } } },
    async (request) => {
      await confirmEmail(app, request.params.token);
      return { message: MESSAGES.confirmSuccess };
    },
  );
};
