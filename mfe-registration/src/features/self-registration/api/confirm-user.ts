import { api, type MessageResponse } from 'shared';

/** POST /api/token/auto-register/user-confirm/{token} with an empty body. */
export async function confirmUser(token: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`/token/auto-register/user-confirm/${encodeURIComponent(token)}`, undefined, {
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}
