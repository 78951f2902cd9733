import { api, type MessageResponse, type PasswordResetRequestBody } from 'shared';

/** POST /api/users/password-reset-request: answers the message to show, the same for every address. */
export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/users/password-reset-request', body, { skipErrorToast: true, skipAuthRefresh: true });
  return data;
}
