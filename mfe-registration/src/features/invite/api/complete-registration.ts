import { api, type CompleteRegistrationBody, type MessageResponse } from 'shared';

/** POST /api/token/complete-registration: the invited user's password. */
export async function completeRegistration(body: CompleteRegistrationBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/token/complete-registration', body, { skipErrorToast: true, skipAuthRefresh: true });
  return data;
}
