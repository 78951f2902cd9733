import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErpStatusResponse } from 'shared/server';
import { ErpUnavailableError } from '../../plugins/erp';
import { errorResponses } from '../../schemas/common';
import { ErpStatusResponseSchema } from '../../schemas/erp';

/**
 * GET /api/erp-status — always HTTP 200 so the page can show 'SAP Connection Status: Error'
 * with the lines; an unreachable ERP reads statusCode 503 and message_type E.
 */
export const erpStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/erp-status',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: ErpStatusResponseSchema, ...errorResponses(401) } },
    },
    async (request): Promise<ErpStatusResponse> => {
      try {
        return await app.erp.status();
      } catch (error) {
        if (!(error instanceof ErpUnavailableError)) throw error;
        request.log.warn({ err: error }, 'ERP status check failed');
        return {
          statusCode: 503,
          statusMessage: 'ERP unreachable',
          data: { status: { message_type: 'E', message_line_string: error.message } },
        };
      }
    },
  );
};
