import { api, type CompletePasswordResetBody, type MessageResponse } from 'shared';

/** POST /api/token/complete-password-reset: the new password; the link works once. */
export async function completePasswordReset(body: CompletePasswordResetBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/token/complete-password-reset', body, { skipErrorToast: true, skipAuthRefresh: true });
  return data;
}
