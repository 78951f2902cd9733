import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentResponse } from 'shared/server';
import { requireActive } from '../../plugins/app/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { DepositBodySchema, PaymentResponseSchema } from '../../schemas/payments';
import { makeDeposit } from '../../services/payments/pipeline';

/**
 * POST /api/customer/makedeposit[?userid=] with an Idempotency-Key header: the same ledger and
 * answers as POST /api/invoice/payments. 422 also when deposits are off for the company (payment
 * type D not active), the currency is not USD, or the amount/reason fails docs/product/deposits.md.
 */
export const makeDepositRoute: FastifyPluginAsyncTypebox<{ themeHosts: Record<string, number> }> = async (app, opts) => {
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
      const outcome = await makeDeposit(app, request, request.body, opts.themeHosts);
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  );
};
