import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, type PaymentResponse } from 'shared/server';
import { authOf, requireActive } from '../../plugins/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { PaymentBodySchema, PaymentResponseSchema } from '../../schemas/payments';
import { loadAccountAccess } from '../../services/account-access';
import { erpCall } from '../../services/erp-call';
import { assertMayPay, idempotencyKeyOf, receiptFor, toPaymentResponse } from '../../services/payment-access';
import { preparePayment } from '../../services/payment-checks';
import { requestHash } from '../../services/payment-ledger';
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
      const caller = authOf(request).user;
      const { userid } = request.query;
      assertMayPay(caller, userid);
      const key = idempotencyKeyOf(request);
      const targetUserId = userid ?? caller.user_id;
      const attempt = { key, userId: caller.user_id, targetUserId, kind: 'payment' as const, requestHash: requestHash('payment', targetUserId, request.body) };
      const outcome = await app.paymentLedger.run(
        attempt,
        ({ markErpCalled }) =>
          erpCall(MESSAGES.paymentError, async () => {
            const access = await loadAccountAccess(app, caller, userid);
            const prepared = await preparePayment(app, access, request.body);
            await markErpCalled();
            const answer = await app.erp.request<Partial<PaymentResponse>>('POST', '/invoice/payments', prepared.request, app.paymentLedger.erpTimeoutMs);
            const response = toPaymentResponse('/invoice/payments', answer);
            const receipt = await receiptFor(app, access.user, 'payment', () => paymentReceiptLines(prepared.request, response));
            return { httpStatus: 200, body: response, receipt };
          }),
        request.log,
      );
      // Any status of the schema: a replay answers exactly what the first attempt answered.
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  );
};
