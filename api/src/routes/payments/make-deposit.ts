import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PaymentResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { makeDeposit } from '../../services/payments/pipeline';

/**
 * POST /api/customer/makedeposit[?userid=] with an Idempotency-Key header: the same pipeline and
 * answers as POST /api/invoice/payments. 422 also when deposits are off for the company (payment
 * type D not active), the currency is not USD, or the amount/reason fails docs/product/deposits.md.
 */
export const makeDepositRoute: FastifyPluginAsyncTypebox<{ themeHosts: Record<string, number> }> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.deposit),
    handler: async (request, reply) => {
      const outcome = await makeDeposit(app, request, request.body, opts.themeHosts);
      return reply.code(outcome.httpStatus as 200).send(outcome.body as PaymentResponse);
    },
  });
};
