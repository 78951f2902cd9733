import { api, type MessageResponse, type ResetPasswordRequest } from 'shared';

/** POST /api/token/resetpassword: 'Success', or why not (shown as a warning). */
export async function changePassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/token/resetpassword', body, { skipErrorToast: true });
  return data;
}
