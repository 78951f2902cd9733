import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type SoldToDetailsResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { soldToNames } from '../../services/customer/sold-to-names';

/**
 * PUT /api/customer/soldto-details-list[?userid=] — body: sold-to numbers, all of them the
 * caller's (403 otherwise); answer: number (as sent) → name, unknown numbers left out.
 */
export const soldToDetailsListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.soldToNames),
    handler: async (request): Promise<SoldToDetailsResponse> =>
      soldToNames(app, actingOf(request), request.body),
  });
};
