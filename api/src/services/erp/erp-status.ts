import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ErpStatusResponse } from 'shared/server';
import { ErpRefusedError, ErpUnavailableError } from '../../plugins/external/erp';

/**
 * How long the connection check waits for the ERP: the login of a customer waits for it before
 * /system-error, which must come within 2 s (docs/product/session-and-login.md#erp-down-gate).
 * A check needs no data, so an ERP that cannot answer it this soon counts as down.
 */
export const ERP_STATUS_TIMEOUT_MS = 1500;

/**
 * GET /api/erp-status: the ERP's connection check, or — when it cannot be had — statusCode 503
 * and message_type E with the reason, so the page shows 'SAP Connection Status: Error'.
 */
export async function erpConnectionStatus(app: FastifyInstance, log: FastifyBaseLogger): Promise<ErpStatusResponse> {
  try {
    return await app.erp.status(ERP_STATUS_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof ErpUnavailableError) && !(error instanceof ErpRefusedError)) throw error;
    log.warn({ err: error }, 'ERP status check failed');
    return {
      statusCode: 503,
      statusMessage: 'ERP unreachable',
      data: { status: { message_type: 'E', message_line_string: error.message } },
    };
  }
}
