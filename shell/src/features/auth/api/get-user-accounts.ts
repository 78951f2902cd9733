import { api, type UserAccountsResponse } from 'shared';

export type { UserAccountsResponse };

/** POST /api/token/getuseraccounts: the caller's own profile and permissions. */
export async function getUserAccounts(signal?: AbortSignal): Promise<UserAccountsResponse> {
  const { data } = await api.post<UserAccountsResponse>('/token/getuseraccounts', {}, { signal });
  return data;
}
