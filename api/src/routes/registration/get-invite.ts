import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { InviteResponseSchema, LinkTokenParamsSchema } from '../../schemas/registration';
import { loadInvite } from '../../services/registration/password-links';

/** GET /api/users/invite/{id}: public; an unknown, used or expired invite is 404 'Invalid invite token.'. */
export const getInviteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/invite/:id',
    { schema: { params: LinkTokenParamsSchema, response: { 200: InviteResponseSchema, ...errorResponses(400, 404) } } },
    async (request) => loadInvite(app, request.params.id),
  );
};
