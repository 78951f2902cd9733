// A type only: the bundler erases it, so the script carries nothing of shared.
import type { EarlyAnswers } from 'shared';
import { EARLY_CALLS, EARLY_SEARCH } from './early-calls';

/** The part of the session store's sessionStorage item read here. */
interface StoredSession {
  state?: { token?: string | null; isLoggedIn?: boolean; impersonatedUserId?: number | null; selectedAccount?: string | null };
}

/** The tab's storage as the early script reads it. */
export interface EarlyInputs {
  /** The session store's item. */
  session: string | null;
  /** The invoice list's kept search: `{ account, body }` (shared's rememberEarlySearch). */
  search: string | null;
  /** The page's path. */
  page: string;
}

/** Seconds before its expiry that a token is left to the shell, which refreshes it first. */
const EXPIRY_MARGIN_SECONDS = 30;

const parse = <T>(json: string | null): T | null => {
  try {
    return JSON.parse(json ?? 'null') as T | null;
  } catch {
    return null;
  }
};

/** The `exp` of a JWT, in seconds; null when it cannot be read. */
function expiryOf(token: string): number | null {
  const payload = parse<{ exp?: unknown }>(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
  return typeof payload?.exp === 'number' ? payload.exp : null;
}

/**
 * Sends the session's calls with the tab's token and, on the invoice list's address, the search
 * the list kept for the selected account; or nothing: without a session, with a token about to
 * expire (the shell refreshes it and asks itself), and while staff impersonate (the client adds
 * the impersonated user to the calls, which this script does not repeat). Only reads are sent, so
 * an answer nobody takes costs a call, never a change.
 */
export function startEarlyCalls({ session, search, page }: EarlyInputs, send: typeof fetch, nowSeconds: number, apiBase = '/api'): EarlyAnswers | null {
  const state = parse<StoredSession>(session)?.state;
  const token = state?.token;
  if (!token || !state.isLoggedIn || state.impersonatedUserId != null) return null;
  let expiry: number | null = null;
  try {
    expiry = expiryOf(token);
  } catch {
    // Not a JWT this script can read (atob refused it): the shell asks itself.
  }
  if (expiry === null || expiry - EXPIRY_MARGIN_SECONDS <= nowSeconds) return null;

  const answers: EarlyAnswers['answers'] = {};
  const bodies: NonNullable<EarlyAnswers['bodies']> = {};
  const call = (name: string, method: string, path: string, body?: string) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json, text/plain, */*' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // No cookies (the API reads the token alone): Chromium then sends the calls on connections of
    // their own, instead of behind the page's code on its six
    // (docs/architecture/phone-reload.md#the-order-of-the-first-files).
    const answer = send(`${apiBase}${path}`, { method, headers, body, credentials: 'omit' });
    // Read by the apps or not at all: never an unhandled rejection.
    answer.catch(() => undefined);
    answers[name] = answer;
    if (body !== undefined) bodies[name] = body;
  };
  for (const [name, c] of Object.entries(EARLY_CALLS) as [string, { method: string; path: string; body?: string }][]) call(name, c.method, c.path, c.body);
  const kept = parse<{ account?: unknown; body?: unknown }>(search);
  if (page.replace(/\/+$/, '') === EARLY_SEARCH.page && state.selectedAccount && kept?.account === state.selectedAccount && typeof kept.body === 'string') {
    call(EARLY_SEARCH.name, 'POST', EARLY_SEARCH.path, kept.body);
  }
  return { token, answers, bodies };
}
