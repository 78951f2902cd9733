import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../../plugins/app/auth';
import { routeOf } from '../../../plugins/app/endpoint-route';
import { saveLinkedAccount } from '../../../services/accounts/linked-accounts';

/**
 * POST /api/users/{id}/accounts: links an ERP account. A customer linking to their own profile
 * proves it with one of its invoices; staff with CanManageUsers link to anyone without.
 */
export const addAccountRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.addLinkedAccount),
    handler: async (request) => saveLinkedAccount(app, request, authOf(request).user, request.params.id, request.body),
  });
};
