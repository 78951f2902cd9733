import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type TokenizationResultResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { readTokenization } from '../../services/payment-methods/tokenization';

/**
 * POST /api/tokenization/response[?userid=] `{ action: '02', access_token }` — docs/product/payment-methods.md: what the
 * browser's data turned into, `{ paymentcard }` (token ending with the last 4 digits, type, name,
 * valid_to at the end of the expiry month). Only for the user who opened the session, within 10
 * minutes. Every refusal carries 'Unable to save account details, please try again.': 404 unknown
 * or another user's token, 410 expired, 409 nothing posted yet, 422 declined, 502 tokenizer down.
 * `?userid=` is the page's while impersonating: the token must have been opened for the user the
 * request acts for.
 */
export const tokenizationResponseRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.tokenizationResult),
    handler: async (request): Promise<TokenizationResultResponse> => ({
      paymentcard: await readTokenization(app, actingOf(request), request.body.access_token),
    }),
  });
};
