import { useSessionStore } from 'shared/core';

/**
 * Answers asked for before the page that reads them has rendered: by a reloaded page's early
 * script, before the apps' code had arrived (docs/architecture/data-loading.md#a-cold-reload-on-a-phone),
 * or by a remote as a login lands on its page (`earlyPageCalls`). The script is the shell's
 * (shell/src/lib/early-session), outside the federation, so it cannot import these names: its own
 * copy of them is checked against these by its tests.
 */
export interface EarlyAnswers {
  /** The token the script asked with. */
  token: string;
  /** Each call's answer, by the call's name ('POST /token/getuseraccounts'). */
  answers: Partial<Record<string, Promise<Response>>>;
  /** The body a call was sent with, where the caller's must be the same (the invoice search). */
  bodies?: Partial<Record<string, string>>;
}

/** The name of the object the early script leaves on `window`. */
export const EARLY_ANSWERS = '__portalEarlyAnswers';

/** Where the invoice list keeps the search a reload of /invoices starts with (sessionStorage). */
export const EARLY_SEARCH_KEY = 'portal-early-search';

/**
 * The answer of `name` the early script asked for, when it asked with the session's token now,
 * with the same body where one is given, and answered with success: its JSON. Otherwise (no early
 * call, another token or body, an error answer, a failed call) `ask()`, the page's own call, with
 * the API client's handling of every error (a 401 refreshes the session). Each is taken once.
 */
export function takeEarly<T>(name: string, ask: () => Promise<T>, body?: unknown): Promise<T> {
  const early = (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS];
  if (!early) return ask();
  const same = early.token === useSessionStore.getState().token && (body === undefined || early.bodies?.[name] === JSON.stringify(body));
  const answer = same ? early.answers[name] : undefined;
  delete early.answers[name];
  if (!answer) return ask();
  return answer.then((response) => (response.ok ? (response.json() as Promise<T>) : ask()), ask);
}

/**
 * What an app asks early for one of its pages, by the page's path: the invoice list's first
 * search. The shell runs it when a login is about to land there, once the session is loaded and
 * before the page renders (docs/architecture/data-loading.md#first-rows).
 */
export const earlyPageCalls: Partial<Record<string, () => void>> = {};

/**
 * Keeps the search the invoice list starts with for `account` (every sold-to, every due date), for
 * the early script of the next reload of /invoices to send. Only a search: it reads, never changes.
 */
export function rememberEarlySearch(account: string, body: unknown): void {
  try {
    sessionStorage.setItem(EARLY_SEARCH_KEY, JSON.stringify({ account, body: JSON.stringify(body) }));
  } catch {
    // No storage: the next reload asks when the list shows.
  }
}

/** Forgets the kept search, as a logout forgets the session: a logged-out tab keeps no account's search. */
export function forgetEarlySearch(): void {
  try {
    sessionStorage.removeItem(EARLY_SEARCH_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}
