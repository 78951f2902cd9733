import { api } from 'shared';

/** DELETE /api/users/{id}/accounts/{AccountId}: unlinks an account. */
export async function deleteAccount(userId: number, accountId: number): Promise<void> {
  await api.delete(`/users/${userId}/accounts/${accountId}`, { skipErrorToast: true });
}
