import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_CHANGE_TEXTS } from 'shared/server';
import { EmptyBodySchema, errorResponses, MessageSchema } from '../../schemas/common';
import { ConfirmTokenParamsSchema } from '../../schemas/registration';
import { confirmEmailChange } from '../../services/users/address-change';

/**
 * POST /api/users/email-change/{token}: public; the new e-mail address takes effect, every session
 * and earlier link of the user ends (docs/security/account-changes.md). 404 for a dead link, 409
 * when another user holds the address by now.
 */
export const confirmEmailChangeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/email-change/:token',
    { schema: { params: ConfirmTokenParamsSchema, body: EmptyBodySchema, response: { 200: MessageSchema, ...errorResponses(400, 404, 409) } } },
    async (request) => {
      await confirmEmailChange(app, request.params.token);
      return { message: ACCOUNT_CHANGE_TEXTS.confirmed };
    },
  );
};
