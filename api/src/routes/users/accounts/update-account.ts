import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../../plugins/app/auth';
import { routeOf } from '../../../plugins/app/endpoint-route';
import { saveLinkedAccount } from '../../../services/accounts/linked-accounts';

/** PUT /api/users/{id}/accounts/{AccountId}: changes a linked account; a new number needs a customer's proof again. */
export const updateAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.updateLinkedAccount),
    handler: async (request) =>
      saveLinkedAccount(app, request, authOf(request).user, request.params.id, request.body, request.params.AccountId),
  });
};
