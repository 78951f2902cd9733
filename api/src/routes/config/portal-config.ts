import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type PortalConfigResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { portalConfigOf, type PortalConfigOptions } from '../../services/config/portal-config';

export type { PortalConfigOptions };

/** GET /api/config — public: the login page needs its theme and texts before anyone logs in. */
export const portalConfigRoute: FastifyPluginAsyncTypebox<PortalConfigOptions> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.portalConfig),
    handler: async (request): Promise<PortalConfigResponse> => ({
      // The response keeps its documented shape for API clients; the apps take the same
      // texts from shared, where they live once.
      languages: { en: { messages: MESSAGES } },
      config: portalConfigOf(await app.systemConfigRepository.get(), request.headers.host, opts),
    }),
  });
};
