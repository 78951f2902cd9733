import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { userPayers } from '../../services/access/header-items';

/** POST /api/customer/getuserpayers[?userid=] — the (impersonated) user's accounts as HeaderItems. */
export const getUserPayersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.userPayers),
    handler: async (request) => ({
      HeaderItems: await userPayers(app, actingOf(request)),
    }),
  });
};
