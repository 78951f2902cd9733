import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SoldToDetailsResponse } from 'shared/server';
import { actingOf, requireActive } from '../../plugins/app/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { SoldToDetailsBodySchema, SoldToDetailsResponseSchema } from '../../schemas/invoices';
import { soldToNames } from '../../services/customer/sold-to-names';

/**
 * PUT /api/customer/soldto-details-list[?userid=] — body: sold-to numbers, all of them the
 * caller's (403 otherwise); answer: number (as sent) → name, unknown numbers left out.
 */
export const soldToDetailsListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/customer/soldto-details-list',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: SoldToDetailsBodySchema,
        response: { 200: SoldToDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 502) },
      },
    },
    async (request): Promise<SoldToDetailsResponse> =>
      soldToNames(app, actingOf(request), request.body),
  );
};
