import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type ErpStatusResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { erpConnectionStatus } from '../../services/erp/erp-status';

/**
 * GET /api/erp-status — always HTTP 200 so the page can show 'SAP Connection Status: Error'
 * with the lines; an unreachable ERP reads statusCode 503 and message_type E.
 */
export const erpStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.erpStatus),
    // Asked as every session starts, also by staff on their way to enrolling a second factor
    // (docs/security/second-factor.md#enrolment-gate): it tells nothing about any customer.
    config: { beforeSecondFactor: true },
    handler: async (request): Promise<ErpStatusResponse> => erpConnectionStatus(app, request.log),
  });
};
