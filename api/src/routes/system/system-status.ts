import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SystemStatusResponse } from 'shared/server';
import { forbidden } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { SystemStatusResponseSchema } from '../../schemas/system';
import { systemStatus } from '../../services/system/system-status';

/**
 * GET /api/system/status — the operators' page /system: what runs where. Only for users who may
 * edit the system configuration (403 otherwise); it stays available while the ERP is down, which
 * it then reports.
 */
export const systemStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/status',
    {
      preHandler: [
        app.authenticate,
        async (request) => {
          if (!authOf(request).user.permissions.includes('CanEditSystemConfig')) throw forbidden();
        },
      ],
      schema: { response: { 200: SystemStatusResponseSchema, ...errorResponses(401, 403) } },
    },
    async (request): Promise<SystemStatusResponse> => systemStatus(app, request.log),
  );
};
