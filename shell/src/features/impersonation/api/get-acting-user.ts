import { api, useRequest, useSessionStore, type ImpersonationResponse, type RequestState } from 'shared';

/** GET /api/impersonation?userid=: whose portal this is while impersonating (the client adds ?userid=). */
export async function getActingUser(signal?: AbortSignal): Promise<ImpersonationResponse> {
  const { data } = await api.get<ImpersonationResponse>('/impersonation', { signal, skipErrorToast: true });
  return data;
}

/** The impersonated customer's name, or nothing while not impersonating. */
export function useActingUser(): RequestState<ImpersonationResponse> {
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);
  return useRequest(impersonatedUserId ? 'acting-user' : null, getActingUser);
}
