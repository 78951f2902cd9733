import { api } from 'shared';

/** DELETE /api/users/{UserId}. A refusal's Message shows in the dialog. */
export async function deleteUser(userId: number): Promise<void> {
  await api.delete(`/users/${userId}`, { skipErrorToast: true });
}
