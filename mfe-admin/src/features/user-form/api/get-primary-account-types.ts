import { api, useRequest, type AccountTypeItem, type RequestState } from 'shared';

/** GET /api/configuration/getprimaryaccounttypes: the Primary Account Type choices. */
export async function getPrimaryAccountTypes(signal?: AbortSignal): Promise<AccountTypeItem[]> {
  const { data } = await api.get<AccountTypeItem[]>('/configuration/getprimaryaccounttypes', { signal });
  return data;
}

export function usePrimaryAccountTypes(): RequestState<AccountTypeItem[]> {
  return useRequest('primary-account-types', getPrimaryAccountTypes, { sameForEveryUser: true });
}
