import { api, useRequest, type RegistrationRequestRecord, type RequestState } from 'shared';

/** GET /api/register/{id}: the request a new user is made from. */
export async function getRegistrationRequest(id: number, signal?: AbortSignal): Promise<RegistrationRequestRecord> {
  const { data } = await api.get<RegistrationRequestRecord>(`/register/${id}`, { signal });
  return data;
}

export function useRegistrationRequest(id: number | null): RequestState<RegistrationRequestRecord> {
  return useRequest(id ? ['registration-request', id] : null, (signal) => getRegistrationRequest(id!, signal), { sameForEveryUser: true });
}
