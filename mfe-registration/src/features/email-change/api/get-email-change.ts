import { api, useRequest, type EmailChangeResponse, type RequestState } from 'shared';

/** GET /api/users/email-change/{token}: the new address the link confirms, or 404 for a dead link (docs/security/account-changes.md). */
export async function getEmailChange(token: string, signal?: AbortSignal): Promise<EmailChangeResponse> {
  const { data } = await api.get<EmailChangeResponse>(`/users/email-change/${encodeURIComponent(token)}`, {
    signal,
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}

export function useEmailChange(token: string): RequestState<EmailChangeResponse> {
  return useRequest(['email-change', token], (signal) => getEmailChange(token, signal), { sameForEveryUser: true });
}
