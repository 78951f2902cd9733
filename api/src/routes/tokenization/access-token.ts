import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type TokenizationAccessTokenResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';
import { openTokenization } from '../../services/payment-methods/tokenization';

/**
 * POST /api/tokenization/access_token[?userid=] `{ action: '01', payment_method, customer_number,
 * company_code }` — docs/product/payment-methods.md: a tokenizer session for one card (CC) or eCheck (EC) entry. 200
 * `{ access_token, merchant_guid, tokenizer_url }`; the browser then posts the numbers to
 * tokenizer_url itself (docs/decisions.md#shape-of-the-system). 403 permission or a foreign payer/company (before the
 * tokenizer is asked), 422 an eCheck for company 0020, 502 tokenizer or ERP down.
 */
export const accessTokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.tokenizationAccessToken),
    handler: async (request): Promise<TokenizationAccessTokenResponse> => {
      // docs/security/second-factor.md#step-up: entering a new payment method asks for the second factor again.
      await assertRecentAuth(request);
      return openTokenization(app, request.log, actingOf(request), request.body);
    },
  });
};
