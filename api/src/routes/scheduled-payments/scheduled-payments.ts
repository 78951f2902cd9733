import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type ScheduledPayment, type ScheduledPaymentList } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { themeForHost } from '../../services/config/theme';
import { cancelSchedule, createSchedule, listSchedules, rescheduleSchedule } from '../../services/payments/scheduled-payments';

/**
 * Scheduled payments (docs/product/scheduled-payments.md): POST /api/payments/scheduled (201),
 * GET (the list), PATCH /:scheduleId (a new day), DELETE /:scheduleId (cancel), each [?userid=].
 * Who may: as paying now (CanMakePayment, or staff impersonating); whose: the history's account rules.
 */
export const scheduledPaymentsRoutes: FastifyPluginAsyncTypebox<{ themeHosts: Record<string, number> }> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.schedulePayment),
    handler: async (request, reply): Promise<ScheduledPayment> => {
      const created = await createSchedule(app, actingOf(request), request.body, themeForHost(request.headers.host, opts.themeHosts), request.log);
      reply.code(201);
      return created;
    },
  });
  app.route({
    ...routeOf(app, API.scheduledPayments),
    handler: async (request): Promise<ScheduledPaymentList> => ({ Items: await listSchedules(app, actingOf(request)) }),
  });
  app.route({
    ...routeOf(app, API.rescheduleScheduledPayment),
    handler: async (request): Promise<ScheduledPayment> => rescheduleSchedule(app, actingOf(request), request.params.scheduleId, request.body, request.log),
  });
  app.route({
    ...routeOf(app, API.cancelScheduledPayment),
    handler: async (request): Promise<ScheduledPayment> => cancelSchedule(app, actingOf(request), request.params.scheduleId),
  });
};
