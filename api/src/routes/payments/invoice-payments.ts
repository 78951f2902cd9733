import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentResponse } from 'shared/server';
import { requireActive } from '../../plugins/app/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { PaymentBodySchema, PaymentResponseSchema } from '../../schemas/payments';
import { payInvoices } from '../../services/payments/pipeline';

/**
 * POST /api/invoice/payments[?userid=] with an Idempotency-Key header (docs/product/checkout-and-payments.md, docs/decisions.md#payments-never-run-twice).
 * 200 with the ERP's PaymentResponse, even when lines failed (the payment-status page shows them);
 * 400 no key; 403 permission or a foreign payer/document; 409 the same key still pending; 422 a
 * payment rule of docs/product/checkout-and-payments.md (its message) or the key used for another body; 502 ERP down.
 */
export const invoicePaymentsRoute: FastifyPluginAsyncTypebox<{ themeHosts: Record<string, number> }> = async (app, opts) => {
  app.post(
    '/invoice/payments',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: PaymentBodySchema,
        response: { 200: PaymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const outcome = await payInvoices(app, request, request.body, opts.themeHosts);
      // Any status of the schema: a replay answers exactly what the first attempt answered.
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  );
};
