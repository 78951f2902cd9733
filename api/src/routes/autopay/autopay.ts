import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type AutopayEnrolment, type AutopayOverview } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { autopayOverview, enrolAutopay, setAutopayState, stopAutopay } from '../../services/autopay/enrolment';

/**
 * AutoPay (docs/product/autopay.md): GET /api/autopay, PUT /api/autopay (enrol or change),
 * PATCH /api/autopay/:enrolmentId (pause, resume), DELETE /api/autopay/:enrolmentId (stop).
 * Who may change what is the service's: the customer's own agreement, never staff acting for them.
 */
export const autopayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.autopay),
    handler: async (request): Promise<AutopayOverview> => autopayOverview(app, actingOf(request), request.log),
  });
  app.route({
    ...routeOf(app, API.enrolAutopay),
    handler: async (request): Promise<AutopayEnrolment> => enrolAutopay(app, actingOf(request), request.body, request.log),
  });
  app.route({
    ...routeOf(app, API.setAutopayState),
    handler: async (request): Promise<AutopayEnrolment> =>
      setAutopayState(app, actingOf(request), request.params.enrolmentId, request.body.State, request.log),
  });
  app.route({
    ...routeOf(app, API.stopAutopay),
    handler: async (request): Promise<AutopayEnrolment> => stopAutopay(app, actingOf(request), request.params.enrolmentId, request.log),
  });
};
