import { api, useRequest, type RegistrationRequestItem, type RequestState } from 'shared';

/** GET /api/register: the open registration requests, oldest first. */
export async function listRegistrationRequests(signal?: AbortSignal): Promise<RegistrationRequestItem[]> {
  const { data } = await api.get<RegistrationRequestItem[]>('/register', { signal, skipErrorToast: true });
  return data;
}

export const useRegistrationRequests = (): RequestState<RegistrationRequestItem[]> =>
  useRequest('registration-requests', listRegistrationRequests, { sameForEveryUser: true });
