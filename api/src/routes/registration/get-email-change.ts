import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { loadEmailChange } from '../../services/users/address-change';

/**
 * GET /api/users/email-change/{token}: public; the new address a mailed confirmation link would
 * make take effect (docs/security/account-changes.md). An unknown, used, expired or replaced link is 404.
 */
export const getEmailChangeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...routeOf(app, API.getEmailChange), handler: async (request) => loadEmailChange(app, request.params.token) });
};
