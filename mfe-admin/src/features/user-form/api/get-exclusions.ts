import { api, useRequest, type ExclusionsResponse, type RequestState } from 'shared';

/** GET /api/users/{id}/exclusions */
export async function getExclusions(userId: number, signal?: AbortSignal): Promise<ExclusionsResponse> {
  const { data } = await api.get<ExclusionsResponse>(`/users/${userId}/exclusions`, { signal });
  return data;
}

export function useExclusions(userId: number | null): RequestState<ExclusionsResponse> {
  return useRequest(userId ? ['exclusions', userId] : null, (signal) => getExclusions(userId!, signal), { sameForEveryUser: true });
}
