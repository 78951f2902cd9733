import { EARLY_CALLS, type EarlyAnswers, type EarlyCall } from './early-calls';

/** The part of the session store's sessionStorage item read here. */
interface StoredSession {
  state?: { token?: string | null; isLoggedIn?: boolean; impersonatedUserId?: number | null };
}

/** Seconds before its expiry that a token is left to the shell, which refreshes it first. */
const EXPIRY_MARGIN_SECONDS = 30;

/** The `exp` of a JWT, in seconds; null when it cannot be read. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * Sends the session's calls with the tab's token, or nothing: without a session, with a token
 * about to expire (the shell refreshes it and asks itself), and while staff impersonate (the
 * shell's client adds the impersonated user to the calls, which this script does not repeat).
 * Only reads are sent, so an answer nobody takes costs a call, never a change.
 */
export function startEarlyCalls(stored: string | null, send: typeof fetch, nowSeconds: number, apiBase = '/api'): EarlyAnswers | null {
  let session: StoredSession | null;
  try {
    session = JSON.parse(stored ?? 'null') as StoredSession | null;
  } catch {
    return null;
  }
  const state = session?.state;
  const token = state?.token;
  if (!token || !state.isLoggedIn || state.impersonatedUserId != null) return null;
  const expiry = expiryOf(token);
  if (expiry === null || expiry - EXPIRY_MARGIN_SECONDS <= nowSeconds) return null;
  const answers: EarlyAnswers['answers'] = {};
  for (const name of Object.keys(EARLY_CALLS) as EarlyCall[]) {
    const call: { method: string; path: string; body?: string } = EARLY_CALLS[name];
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json, text/plain, */*' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = send(`${apiBase}${call.path}`, { method: call.method, headers, body: call.body });
    // Read by the shell or not at all: never an unhandled rejection.
    answer.catch(() => undefined);
    answers[name] = answer;
  }
  return { token, answers };
}
