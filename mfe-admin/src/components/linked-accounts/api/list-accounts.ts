import { api, useRequest, type Account, type RequestState } from 'shared';

/** GET /api/users/{id}/accounts: the user's linked ERP accounts. */
export async function listAccounts(userId: number, signal?: AbortSignal): Promise<Account[]> {
  const { data } = await api.get<Account[]>(`/users/${userId}/accounts`, { signal, skipErrorToast: true });
  return data;
}

// The same whoever staff impersonate: these are the named user's accounts.
export const useAccounts = (userId: number): RequestState<Account[]> =>
  useRequest(['linked-accounts', userId], (signal) => listAccounts(userId, signal), { sameForEveryUser: true });
