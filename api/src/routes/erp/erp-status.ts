import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErpStatusResponse } from 'shared/server';
import { errorResponses } from '../../schemas/common';
import { ErpStatusResponseSchema } from '../../schemas/erp';
import { erpConnectionStatus } from '../../services/erp/erp-status';

/**
 * GET /api/erp-status — always HTTP 200 so the page can show 'SAP Connection Status: Error'
 * with the lines; an unreachable ERP reads statusCode 503 and message_type E.
 */
export const erpStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/erp-status',
    {
      preHandler: app.authenticate,
      // Asked as every session starts, also by staff on their way to enrolling a second factor
      // (docs/security/second-factor.md#enrolment-gate): it tells nothing about any customer.
      config: { beforeSecondFactor: true },
      schema: { response: { 200: ErpStatusResponseSchema, ...errorResponses(401) } },
    },
    async (request): Promise<ErpStatusResponse> => erpConnectionStatus(app, request.log),
  );
};
