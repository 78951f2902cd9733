import { api, type HeaderItem, type UserPayersResponse } from 'shared';

export type { UserPayersResponse };

/** POST /api/customer/getuserpayers: the accounts of the user (or of the impersonated user: the API client names them). */
export async function getUserPayers(signal?: AbortSignal): Promise<HeaderItem[]> {
  const { data } = await api.post<UserPayersResponse>('/customer/getuserpayers', {}, { signal, skipErrorToast: true });
  return data.HeaderItems;
}
