import { api, useRequest, type RequestState, type UserListItem, type UsersQuery } from 'shared';
import { USERS_TOTAL_HEADER } from 'shared/users';

export interface UsersPage {
  rows: UserListItem[];
  total: number;
}

/** GET /api/users?status=&profile=&search=&page=: one page of 50, the total from x-page-total-items. */
export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  const response = await api.get<UserListItem[]>('/users', { params: query, signal, skipErrorToast: true });
  return { rows: response.data, total: Number(response.headers[USERS_TOTAL_HEADER] ?? response.data.length) };
}

export function useUsers(query: UsersQuery): RequestState<UsersPage> {
  // The list is the staff member's own view, the same whoever they impersonate.
  return useRequest(['users', query], (signal) => getUsers(query, signal), { sameForEveryUser: true });
}
