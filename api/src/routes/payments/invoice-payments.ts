import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ERP_ENDPOINTS, paymentReceiptBasis, type PaymentResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { runIdempotentCharge } from '../../services/payments/idempotent-charge';
import { preparePayment } from '../../services/payments/prepare-charge';
import { assertMethodTokenUsable } from '../../security/method-tokens';

/**
 * POST /api/invoice/payments[?userid=] with an Idempotency-Key header (docs/product/checkout-and-payments.md, docs/decisions.md#payments-never-run-twice).
 * 200 with the ERP's PaymentResponse, even when lines failed (the payment-status page shows them);
 * 400 no key; 403 permission or a foreign payer/document; 409 the same key still pending; 422 a
 * payment rule of docs/product/checkout-and-payments.md (its message) or the key used for another body; 502 ERP down.
 */
export const invoicePaymentsRoute: FastifyPluginAsyncTypebox<{ themeHosts: Record<string, number> }> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.payment),
    handler: async (request, reply) => {
      const outcome = await runIdempotentCharge(app, request, request.body, {
        kind: 'payment',
        endpoint: ERP_ENDPOINTS.payments,
        prepare: async (app, access, body) => {
          const { request: sent } = await preparePayment(app, access, body);
          await assertMethodTokenUsable(app, access, sent.payer_data, [{ token: sent.payment_detail.payment_card_token, type: sent.payment_detail.payment_card_type }], request.log);
          return sent;
        },
        receiptBasis: paymentReceiptBasis,
        themeHosts: opts.themeHosts,
      });
      // Any status of the schema: a replay answers exactly what the first attempt answered.
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  });
};
