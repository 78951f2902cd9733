import { api, useRequest, type RequestState, type UserDetail } from 'shared';

/** GET /api/users/{userId}: the user with their linked accounts. */
export async function getUser(userId: number, signal?: AbortSignal): Promise<UserDetail> {
  const { data } = await api.get<UserDetail>(`/users/${userId}`, { signal });
  return data;
}

export function useUser(userId: number | null): RequestState<UserDetail> {
  return useRequest(userId ? ['user', userId] : null, (signal) => getUser(userId!, signal), { sameForEveryUser: true });
}
