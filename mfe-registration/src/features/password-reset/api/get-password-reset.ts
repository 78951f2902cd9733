import { api, useRequest, type PasswordResetResponse, type RequestState } from 'shared';

/** GET /api/users/password-reset/{id}: the reset, or 404 'Invalid reset url.' (docs/product/registration.md#setting-the-new-password). */
export async function getPasswordReset(id: string, signal?: AbortSignal): Promise<PasswordResetResponse> {
  const { data } = await api.get<PasswordResetResponse>(`/users/password-reset/${encodeURIComponent(id)}`, {
    signal,
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}

export function usePasswordReset(id: string): RequestState<PasswordResetResponse> {
  return useRequest(['password-reset', id], (signal) => getPasswordReset(id, signal), { sameForEveryUser: true });
}
