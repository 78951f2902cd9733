import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { paymentConfiguration } from '../../services/customer/payment-configuration';

/**
 * POST /api/customer/customizing[?userid=] — the ERP's payment configuration (docs/product/navigation-and-layout.md) for a
 * company code of the (impersonated) user's linked accounts; default: the first account's.
 */
export const customizingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.customizing),
    handler: async (request) => paymentConfiguration(app, actingOf(request), request.body?.company_code),
  });
};
