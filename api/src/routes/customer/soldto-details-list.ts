import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, type SoldToDetailsResponse } from 'shared/server';
import { authOf, requireActive } from '../../plugins/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { SoldToDetailsBodySchema, SoldToDetailsResponseSchema } from '../../schemas/invoices';
import { assertReachable, loadAccountAccess } from '../../services/account-access';
import { erpCall } from '../../services/erp-call';

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
        response: { 200: SoldToDetailsResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request): Promise<SoldToDetailsResponse> =>
      erpCall(MESSAGES.payerDetailsError, async () => {
        const access = await loadAccountAccess(app, authOf(request).user, request.query.userid);
        assertReachable(access, request.body);
        if (request.body.length === 0) return {};
        const answer = await app.erp.request<Record<string, unknown>>('PUT', '/customer/soldto-details-list', request.body);
        const names: SoldToDetailsResponse = {};
        for (const number of request.body) {
          const name = answer?.[number];
          if (typeof name === 'string') names[number] = name;
        }
        return names;
      }),
  );
};
