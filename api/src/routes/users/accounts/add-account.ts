import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../schemas/common';
import { AccountSchema, LinkedAccountBodySchema, UserParamsSchema } from '../../../schemas/linked-accounts';
import { saveLinkedAccount } from '../../../services/accounts/linked-accounts';

/**
 * POST /api/users/{id}/accounts: links an ERP account. A customer linking to their own profile
 * proves it with one of its invoices; staff with CanManageUsers link to anyone without.
 */
export const addAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/accounts',
    {
      preHandler: app.authenticate,
      schema: {
        params: UserParamsSchema,
        body: LinkedAccountBodySchema,
        response: { 200: AccountSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 502) },
      },
    },
    async (request) => saveLinkedAccount(app, request, authOf(request).user, request.params.id, request.body),
  );
};
