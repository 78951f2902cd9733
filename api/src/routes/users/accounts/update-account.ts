import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../schemas/common';
import { AccountSchema, LinkedAccountBodySchema, UserAccountParamsSchema } from '../../../schemas/linked-accounts';
import { saveLinkedAccount } from '../../../services/accounts/linked-accounts';

/** PUT /api/users/{id}/accounts/{AccountId}: changes a linked account; a new number needs a customer's proof again. */
export const updateAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/users/:id/accounts/:AccountId',
    {
      preHandler: app.authenticate,
      schema: {
        params: UserAccountParamsSchema,
        body: LinkedAccountBodySchema,
        response: { 200: AccountSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 502) },
      },
    },
    async (request) =>
      saveLinkedAccount(app, request, authOf(request).user, request.params.id, request.body, request.params.AccountId),
  );
};
