import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type SystemStatusResponse } from 'shared/server';
import { forbidden } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { systemStatus } from '../../services/system/system-status';

/**
 * GET /api/system/status — the operators' page /system: what runs where. Only for users who may
 * edit the system configuration (403 otherwise); it stays available while the ERP is down, which
 * it then reports.
 */
export const systemStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.systemStatus, [
      async (request) => {
        if (!authOf(request).user.permissions.includes('CanEditSystemConfig')) throw forbidden();
      },
    ]),
    handler: async (request): Promise<SystemStatusResponse> => systemStatus(app, request.log),
  });
};
