import { useRequest } from 'shared';
import { fetchErpStatus, takeEarlyErpStatus, type ErpStatusResponse } from '../../../lib/erp-status';

export type { ErpStatusResponse };

/** GET /api/erp-status, or the answer asked for as the session started (lib/erp-status.ts). */
export function getErpStatus(signal?: AbortSignal): Promise<ErpStatusResponse> {
  return takeEarlyErpStatus() ?? fetchErpStatus(signal);
}

/**
 * The ERP's status, checked once while the private pages are shown: a bad ERP connection changes
 * where users may go. It is the same whoever the calls act for.
 */
export const useGetErpStatus = () => useRequest('erp-status', getErpStatus, { sameForEveryUser: true });
