import { api, type ExclusionsResponse } from 'shared';

/** PUT /api/users/{id}/exclusions with the whole list; status E carries the server's reason. */
export async function putExclusions(userId: number, accounts: string[]): Promise<ExclusionsResponse> {
  const { data } = await api.put<ExclusionsResponse>(`/users/${userId}/exclusions`, accounts);
  return data;
}
