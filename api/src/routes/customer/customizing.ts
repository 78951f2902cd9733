import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actingOf, requireActive } from '../../plugins/app/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { CustomizingBodySchema, CustomizingResponseSchema } from '../../schemas/erp';
import { paymentConfiguration } from '../../services/customer/payment-configuration';

/**
 * POST /api/customer/customizing[?userid=] — the ERP's payment configuration (docs/product/navigation-and-layout.md) for a
 * company code of the (impersonated) user's linked accounts; default: the first account's.
 */
export const customizingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer/customizing',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: CustomizingBodySchema,
        response: { 200: CustomizingResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 502) },
      },
    },
    async (request) => paymentConfiguration(app, actingOf(request), request.body?.company_code),
  );
};
