import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';

/**
 * GET /api/system/scripts (CanEditSystemConfig): every script each payment page may load, with its
 * release, SHA-384, when it went live, who released it and why (PCI DSS 6.4.3).
 */
export const scriptInventoryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.scriptInventory),
    handler: async () => app.deployment.scripts(),
  });
};
