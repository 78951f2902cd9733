import { api, type MessageResponse, type RegistrationRequestBody } from 'shared';

/** POST /api/register (docs/product/registration.md#registration-request). The page shows refusals itself. */
export type { RegistrationRequestBody };

export async function submitRegistrationRequest(body: RegistrationRequestBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/register', body, { skipErrorToast: true, skipAuthRefresh: true });
  return data;
}
