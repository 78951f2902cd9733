import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentResponse } from 'shared/server';
import { requireActive } from '../../plugins/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { PaymentBodySchema, PaymentResponseSchema } from '../../schemas/payments';
import { runIdempotentCharge } from '../../services/idempotent-charge';
import { preparePayment } from '../../services/payment-checks';
import { paymentReceiptLines } from '../../services/receipts';

/**
 * POST /api/invoice/payments[?userid=] with an Idempotency-Key header (spec §7, decisions §4).
 * 200 with the ERP's PaymentResponse, even when lines failed (the payment-status page shows them);
 * 400 no key; 403 permission or a foreign payer/document; 409 the same key still pending; 422 a
 * payment rule of spec §5 (its message) or the key used for another body; 502 ERP down.
 */
export const invoicePaymentsRoute: FastifyPluginAsyncTypebox = async (app) => {
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
      const outcome = await runIdempotentCharge(app, request, { body: request.body, userid: request.query.userid }, {
        kind: 'payment',
        erpPath: '/invoice/payments',
        prepare: async (...args) => (await preparePayment(...args)).request,
        receiptLines: paymentReceiptLines,
      });
      // Any status of the schema: a replay answers exactly what the first attempt answered.
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  );
};
