import { useRequest, type ErpStatusResponse } from 'shared';

export type { ErpStatusResponse };

/**
 * GET /api/erp-status, or the answer asked for as the session started (lib/erp-status.ts). The
 * code comes with the session's chunk, which logging in has loaded already
 * (docs/architecture/frontend.md#javascript-budgets).
 */
export const getErpStatus = (signal?: AbortSignal): Promise<ErpStatusResponse> =>
  import(/* webpackChunkName: "session" */ '../../../lib/erp-status').then((m) => m.getErpStatus(signal));

/**
 * The ERP's status, checked once while the private pages are shown: a bad ERP connection changes
 * where users may go. It is the same whoever the calls act for.
 */
export const useGetErpStatus = () => useRequest('erp-status', getErpStatus, { sameForEveryUser: true });
