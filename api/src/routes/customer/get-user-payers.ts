import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserPayersResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { UserPayersResponseSchema } from '../../schemas/accounts';
import { EmptyBodySchema, errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { userPayers } from '../../services/access/header-items';

/** POST /api/customer/getuserpayers[?userid=] — the (impersonated) user's accounts as HeaderItems. */
export const getUserPayersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer/getuserpayers',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: ImpersonationQuerySchema,
        body: EmptyBodySchema,
        response: { 200: UserPayersResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 502) },
      },
    },
    async (request): Promise<UserPayersResponse> => ({
      HeaderItems: await userPayers(app, actingOf(request)),
    }),
  );
};
