import { api, type SessionsEndedResponse } from 'shared';

/** POST /api/users/{UserId}/sessions/end (CanManageUsers): ends every session of the user. */
export async function endUserSessions(userId: number): Promise<number> {
  const { data } = await api.post<SessionsEndedResponse>(`/users/${userId}/sessions/end`, {}, { skipErrorToast: true });
  return data.ended;
}
