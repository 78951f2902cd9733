import { api, type SessionsEndedResponse } from 'shared';

/** DELETE /api/sessions/{id}: ends one of the user's own sessions. */
export async function endSession(sessionId: string): Promise<number> {
  const { data } = await api.delete<SessionsEndedResponse>(`/sessions/${encodeURIComponent(sessionId)}`, { skipErrorToast: true });
  return data.ended;
}
