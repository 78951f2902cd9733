import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../../plugins/app/auth';
import { routeOf } from '../../../plugins/app/endpoint-route';
import { deleteLinkedAccount } from '../../../services/accounts/linked-accounts';

/** DELETE /api/users/{id}/accounts/{AccountId}: unlinks an account (own with CanManageOwnSAPAccounts, anyone's with CanManageUsers). */
export const deleteAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.deleteLinkedAccount),
    handler: async (request) => {
      await deleteLinkedAccount(app, authOf(request).user, request.params.id, request.params.AccountId);
      return { message: 'Success' };
    },
  });
};
