import { callApiResponse, useRequest, type RequestState, type UserListItem, type UsersQuery } from 'shared';
import { USERS_TOTAL_HEADER } from 'shared/users';

export interface UsersPage {
  rows: UserListItem[];
  total: number;
}

/**
 * One page of 50 users, the filtered total from x-page-total-items (docs/product/users-and-admin.md#users-list).
 * Keyed by the endpoint's name, so a save that makes the list stale loads it again.
 */
export function useUsers(query: UsersQuery): RequestState<UsersPage> {
  // The list is the staff member's own view, the same whoever they impersonate; its errors show on the page.
  return useRequest(
    ['GET /users', query],
    async (signal) => {
      const response = await callApiResponse('GET /users', { query }, { signal, skipErrorToast: true });
      return { rows: response.data, total: Number(response.headers[USERS_TOTAL_HEADER] ?? response.data.length) };
    },
    { sameForEveryUser: true },
  );
}
