import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type JobQueueOverview } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';

/** GET /api/system/jobs and POST /api/system/jobs/:id/retry: the queue on /system (docs/architecture/jobs.md#on-system). */
export const jobQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.jobQueue),
    handler: async (): Promise<JobQueueOverview> => app.jobs.overview(),
  });
  app.route({
    ...routeOf(app, API.retryJob),
    handler: async (request) => {
      if (!(await app.jobs.retry(request.params.id))) throw new ApiError(404, 'There is no failed job with this number.', 'not_found');
      request.log.info({ jobId: request.params.id }, 'failed job retried by hand');
      return { retried: true as const };
    },
  });
};
