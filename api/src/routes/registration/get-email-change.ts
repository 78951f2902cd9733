import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common';
import { ConfirmTokenParamsSchema, EmailChangeResponseSchema } from '../../schemas/registration';
import { loadEmailChange } from '../../services/users/address-change';

/**
 * GET /api/users/email-change/{token}: public; the new address a mailed confirmation link would
 * make take effect (docs/security/account-changes.md). An unknown, used, expired or replaced link is 404.
 */
export const getEmailChangeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/email-change/:token',
    { schema: { params: ConfirmTokenParamsSchema, response: { 200: EmailChangeResponseSchema, ...errorResponses(400, 404) } } },
    async (request) => loadEmailChange(app, request.params.token),
  );
};
