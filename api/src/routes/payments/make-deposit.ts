import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ERP_ENDPOINTS, depositReceiptBasis, type PaymentResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { runIdempotentCharge } from '../../services/payments/idempotent-charge';
import { prepareDeposit } from '../../services/payments/prepare-charge';
import { assertMethodTokenUsable } from '../../security/method-tokens';

/**
 * POST /api/customer/makedeposit[?userid=] with an Idempotency-Key header: the same ledger and
 * answers as POST /api/invoice/payments. 422 also when deposits are off for the company (payment
 * type D not active), the currency is not USD, or the amount/reason fails docs/product/deposits.md.
 */
export const makeDepositRoute: FastifyPluginAsyncTypebox<{ themeHosts: Record<string, number> }> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.deposit),
    handler: async (request, reply) => {
      const outcome = await runIdempotentCharge(app, request, request.body, {
        kind: 'deposit',
        endpoint: ERP_ENDPOINTS.deposit,
        prepare: async (app, access, body) => {
          const sent = await prepareDeposit(app, access, body);
          await assertMethodTokenUsable(app, access, sent.payer_data, [{ token: sent.payment_detail.payment_card_token, type: sent.payment_detail.payment_card_type }], request.log);
          return sent;
        },
        receiptBasis: depositReceiptBasis,
        themeHosts: opts.themeHosts,
      });
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  });
};
