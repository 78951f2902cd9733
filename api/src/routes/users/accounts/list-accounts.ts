import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../schemas/common';
import { LinkedAccountListSchema, UserParamsSchema } from '../../../schemas/linked-accounts';
import { listLinkedAccounts } from '../../../services/accounts/linked-accounts';

/** GET /api/users/{id}/accounts: one's own linked accounts, another user's with CanViewUsers. */
export const listAccountsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:id/accounts',
    {
      preHandler: app.authenticate,
      schema: { params: UserParamsSchema, response: { 200: LinkedAccountListSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => listLinkedAccounts(app, authOf(request).user, request.params.id),
  );
};
