import { api, type ImpersonationRequest, type ImpersonationResponse } from 'shared';

/** POST /api/impersonation: the server records the start (docs/product/users-and-admin.md#impersonation). */
export async function startImpersonation(body: ImpersonationRequest): Promise<ImpersonationResponse> {
  const { data } = await api.post<ImpersonationResponse>('/impersonation', body);
  return data;
}
