import { api, type Account, type LinkedAccountRequest } from 'shared';

/** POST /api/users/{id}/accounts: links an account; a customer's own link carries its invoice proof. */
export async function addAccount(userId: number, body: LinkedAccountRequest): Promise<Account> {
  const { data } = await api.post<Account>(`/users/${userId}/accounts`, body, { skipErrorToast: true });
  return data;
}
