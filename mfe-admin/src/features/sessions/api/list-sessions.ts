import { api, useRequest, type RequestState, type SessionsResponse, type SessionSummary } from 'shared';

/** GET /api/sessions: the logged-in user's own live sessions, the current one marked. */
export async function listSessions(signal?: AbortSignal): Promise<SessionSummary[]> {
  const { data } = await api.get<SessionsResponse>('/sessions', { signal, skipErrorToast: true });
  return data.sessions;
}

// The user's own sessions whoever they act for.
export const useSessions = (): RequestState<SessionSummary[]> => useRequest(['sessions'], listSessions, { sameForEveryUser: true });
