import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { LinkTokenParamsSchema, PasswordResetResponseSchema } from '../../schemas/registration';
import { loadPasswordReset } from '../../services/registration/password-links';

/** GET /api/users/password-reset/{id}: public; an unknown, used or expired link is 404 'Invalid reset url.'. */
export const getPasswordResetRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/password-reset/:id',
    { schema: { params: LinkTokenParamsSchema, response: { 200: PasswordResetResponseSchema, ...errorResponses(400, 404) } } },
    async (request) => loadPasswordReset(app, request.params.id),
  );
};
