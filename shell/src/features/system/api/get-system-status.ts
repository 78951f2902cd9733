import { api, useRequest, type SystemStatusResponse } from 'shared';

export type { SystemStatusResponse };

/** GET /api/system/status: what runs (CanEditSystemConfig; the API server refuses anyone else). */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusResponse> {
  const { data } = await api.get<SystemStatusResponse>('/system/status', { signal, skipErrorToast: true });
  return data;
}

/** The status, loaded when the page opens and again on "Check again"; the same whoever is impersonated. */
export const useGetSystemStatus = (enabled: boolean) =>
  useRequest(enabled ? 'system-status' : null, getSystemStatus, { sameForEveryUser: true });
