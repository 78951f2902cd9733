import { api, useRequest, type ErpStatusResponse } from 'shared';

export type { ErpStatusResponse };

const unreachable = (reason: string): ErpStatusResponse => ({
  statusCode: 503,
  statusMessage: 'ERP unreachable',
  data: { status: { message_type: 'E', message_line_string: reason } },
});

/** GET /api/erp-status. A call that fails reads as an unreachable ERP: the gate decides either way. */
export async function getErpStatus(signal?: AbortSignal): Promise<ErpStatusResponse> {
  try {
    const { data } = await api.get<ErpStatusResponse>('/erp-status', { signal, skipErrorToast: true });
    return data;
  } catch {
    return unreachable('The portal could not reach the ERP.');
  }
}

/**
 * The ERP's status, checked once while the private pages are shown: a bad ERP connection changes
 * where users may go. It is the same whoever the calls act for.
 */
export const useGetErpStatus = () => useRequest('erp-status', getErpStatus, { sameForEveryUser: true });
