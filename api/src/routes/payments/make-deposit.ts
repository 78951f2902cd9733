import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, type PaymentResponse } from 'shared/server';
import { authOf, requireActive } from '../../plugins/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { DepositBodySchema, PaymentResponseSchema } from '../../schemas/payments';
import { loadAccountAccess } from '../../services/account-access';
import { erpCall } from '../../services/erp-call';
import { assertMayPay, idempotencyKeyOf, receiptFor, toPaymentResponse } from '../../services/payment-access';
import { prepareDeposit } from '../../services/payment-checks';
import { requestHash } from '../../services/payment-ledger';
import { depositReceiptLines } from '../../services/receipts';

/**
 * POST /api/customer/makedeposit[?userid=] with an Idempotency-Key header: the same ledger and
 * answers as POST /api/invoice/payments. 422 also when deposits are off for the company (payment
 * type D not active), the currency is not USD, or the amount/reason fails spec §5.
 */
export const makeDepositRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer/makedeposit',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: DepositBodySchema,
        response: { 200: PaymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const caller = authOf(request).user;
      const { userid } = request.query;
      assertMayPay(caller, userid);
      const key = idempotencyKeyOf(request);
      const targetUserId = userid ?? caller.user_id;
      const attempt = { key, userId: caller.user_id, targetUserId, kind: 'deposit' as const, requestHash: requestHash('deposit', targetUserId, request.body) };
      const outcome = await app.paymentLedger.run(
        attempt,
        ({ markErpCalled }) =>
          erpCall(MESSAGES.paymentError, async () => {
            const access = await loadAccountAccess(app, caller, userid);
            const deposit = await prepareDeposit(app, access, request.body);
            await markErpCalled();
            const answer = await app.erp.request<Partial<PaymentResponse>>('POST', '/customer/makedeposit', deposit, app.paymentLedger.erpTimeoutMs);
            const response = toPaymentResponse('/customer/makedeposit', answer);
            const receipt = await receiptFor(app, access.user, 'deposit', () => depositReceiptLines(deposit, response));
            return { httpStatus: 200, body: response, receipt };
          }),
        request.log,
      );
      // Any status of the schema: a replay answers exactly what the first attempt answered.
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  );
};
