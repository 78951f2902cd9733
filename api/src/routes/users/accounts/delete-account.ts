import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../../plugins/app/auth';
import { errorResponses, MessageSchema } from '../../../schemas/common';
import { UserAccountParamsSchema } from '../../../schemas/linked-accounts';
import { deleteLinkedAccount } from '../../../services/accounts/linked-accounts';

/** DELETE /api/users/{id}/accounts/{AccountId}: unlinks an account (own with CanManageOwnSAPAccounts, anyone's with CanManageUsers). */
export const deleteAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/users/:id/accounts/:AccountId',
    {
      preHandler: app.authenticate,
      schema: { params: UserAccountParamsSchema, response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await deleteLinkedAccount(app, authOf(request).user, request.params.id, request.params.AccountId);
      return { message: 'Success' };
    },
  );
};
