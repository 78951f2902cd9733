import { api, type SessionsEndedResponse } from 'shared';

/** POST /api/sessions/end-others: ends every session of the user but this one. */
export async function endOtherSessions(): Promise<number> {
  const { data } = await api.post<SessionsEndedResponse>('/sessions/end-others', {}, { skipErrorToast: true });
  return data.ended;
}
