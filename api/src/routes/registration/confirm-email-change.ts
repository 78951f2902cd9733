import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_CHANGE_TEXTS, API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { confirmEmailChange } from '../../services/users/address-change';

/**
 * POST /api/users/email-change/{token}: public; the new e-mail address takes effect, every session
 * and earlier link of the user ends (docs/security/account-changes.md). 404 for a dead link, 409
 * when another user holds the address by now.
 */
export const confirmEmailChangeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.confirmEmailChange),
    handler: async (request) => {
      await confirmEmailChange(app, request.params.token);
      return { message: ACCOUNT_CHANGE_TEXTS.confirmed };
    },
  });
};
