import { api } from 'shared';

/** POST /api/users/{UserId}/invite (CanManageUsers): mails the user's invite now, ending one mailed before. */
export async function sendInvite(userId: number): Promise<string> {
  const { data } = await api.post<{ Message: string }>(`/users/${userId}/invite`, {}, { skipErrorToast: true });
  return data.Message;
}
