import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PaymentCardsResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';
import { maintainCards } from '../../services/payment-methods/maintain-cards';

/**
 * POST /api/customer/payment_cards[?userid=] `{ payer_data, action, payment_cards }` — docs/product/payment-methods.md:
 * 01 add, 02 update, 03 delete, 04 authorize. 200 `{ status }` whenever the ERP answered, also
 * for status E (the form shows message_line_string, mapped as docs/product/payment-methods.md#card-saving-messages says). 403
 * permission or a foreign payer/company (before the ERP), 422 a rule (expiry, name, CVV, an
 * eCheck for company 0020), 502 'There was an error processing payment method.' when the ERP is down.
 */
export const paymentCardsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.paymentCards),
    handler: async (request): Promise<PaymentCardsResponse> => {
      // docs/security/second-factor.md#step-up: adding a payment method asks for the second factor again.
      if (request.body.action === '01') await assertRecentAuth(request);
      return maintainCards(app, actingOf(request), request.body, request.log);
    },
  });
};
