import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../../plugins/app/auth';
import { routeOf } from '../../../plugins/app/endpoint-route';
import { listLinkedAccounts } from '../../../services/accounts/linked-accounts';

/** GET /api/users/{id}/accounts: one's own linked accounts, another user's with CanViewUsers. */
export const listAccountsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.listLinkedAccounts),
    handler: async (request) => listLinkedAccounts(app, authOf(request).user, request.params.id),
  });
};
