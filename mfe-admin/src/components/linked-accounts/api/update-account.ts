import { api, type Account, type LinkedAccountRequest } from 'shared';

/** PUT /api/users/{id}/accounts/{AccountId}: changes a linked account. */
export async function updateAccount(userId: number, accountId: number, body: LinkedAccountRequest): Promise<Account> {
  const { data } = await api.put<Account>(`/users/${userId}/accounts/${accountId}`, body, { skipErrorToast: true });
  return data;
}
