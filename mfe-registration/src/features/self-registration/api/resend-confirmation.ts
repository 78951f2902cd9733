import { api, type MessageResponse } from 'shared';

/** PUT /api/token/auto-register/resend-confirmation (empty body), as the logged-in user still waiting. */
export async function resendConfirmation(): Promise<MessageResponse> {
  const { data } = await api.put<MessageResponse>('/token/auto-register/resend-confirmation', undefined, { skipErrorToast: true });
  return data;
}
