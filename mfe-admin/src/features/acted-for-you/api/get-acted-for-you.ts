import { api, useRequest, type ActedForResponse, type RequestState } from 'shared';

/** GET /api/profile/impersonations: when staff acted for the caller, newest first. */
export async function getActedForYou(signal?: AbortSignal): Promise<ActedForResponse> {
  const { data } = await api.get<ActedForResponse>('/profile/impersonations', { signal, skipErrorToast: true });
  return data;
}

/** Loaded for customers only (`enabled`); always the caller's own list, whoever the calls act for. */
export const useActedForYou = (enabled: boolean): RequestState<ActedForResponse> =>
  useRequest(enabled ? 'acted-for-you' : null, getActedForYou, { sameForEveryUser: true });
