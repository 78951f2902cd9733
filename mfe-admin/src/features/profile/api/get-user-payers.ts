import { api, type HeaderItem, type UserPayersResponse } from 'shared';

/** POST /api/customer/getuserpayers: the accounts of the account switcher, read again after a link changed. */
export async function getUserPayers(): Promise<HeaderItem[]> {
  const { data } = await api.post<UserPayersResponse>('/customer/getuserpayers', {}, { skipErrorToast: true });
  return data.HeaderItems;
}
