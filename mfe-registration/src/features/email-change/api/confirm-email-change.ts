import { api, type MessageResponse } from 'shared';

/** POST /api/users/email-change/{token} with an empty body: the new address takes effect. */
export async function confirmEmailChange(token: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`/users/email-change/${encodeURIComponent(token)}`, undefined, {
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}
