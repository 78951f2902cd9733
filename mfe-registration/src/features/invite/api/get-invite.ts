import { api, useRequest, type InviteResponse, type RequestState } from 'shared';

/** GET /api/users/invite/{id}: the invite, or 404 'Invalid invite token.' (docs/product/registration.md#invite-acceptance). */
export async function getInvite(inviteId: string, signal?: AbortSignal): Promise<InviteResponse> {
  const { data } = await api.get<InviteResponse>(`/users/invite/${encodeURIComponent(inviteId)}`, {
    signal,
    skipErrorToast: true,
    skipAuthRefresh: true,
  });
  return data;
}

export function useInvite(inviteId: string): RequestState<InviteResponse> {
  return useRequest(['invite', inviteId], (signal) => getInvite(inviteId, signal), { sameForEveryUser: true });
}
