import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PaymentResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { payInvoices } from '../../services/payments/pipeline';

/**
 * POST /api/invoice/payments[?userid=] with an Idempotency-Key header (docs/product/checkout-and-payments.md, docs/decisions.md#payments-never-run-twice).
 * The payment pipeline (docs/architecture/payment-pipeline.md) answers: a repeat of a key is
 * answered from the ledger; 409 while the first attempt of the key runs; 422 for a
 * payment rule of docs/product/checkout-and-payments.md (its message) or the key used for another body; 502 ERP down.
 */
export const invoicePaymentsRoute: FastifyPluginAsyncTypebox<{ themeHosts: Record<string, number> }> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.payment),
    handler: async (request, reply) => {
      const outcome = await payInvoices(app, request, request.body, opts.themeHosts);
      // Any status of the schema: a replay answers exactly what the first attempt answered.
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  });
};
