import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PayerResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { payerDetails } from '../../services/customer/payer-details';

/**
 * POST /api/customer/payer[?userid=] — docs/product/navigation-and-layout.md: the payer's address, company codes, saved payment
 * methods ('Pay With') and sold-tos. The customer number must be the caller's (403). ERP status E
 * → 422 with its message. Excluded sold-tos are left out of soldto_list.
 */
export const payerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.payer),
    handler: async (request): Promise<PayerResponse> =>
      payerDetails(app, actingOf(request), { ...request.body, sales_area_data: request.body.sales_area_data ?? undefined }, request.log),
  });
};
