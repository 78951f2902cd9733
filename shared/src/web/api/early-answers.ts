import { useSessionStore } from 'shared/core';

/**
 * Answers asked for before the page that reads them has rendered: by a reloaded page's early
 * script, before the apps' code had arrived (docs/architecture/phone-reload.md),
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

/** An answer's body, read once: `json` gives the JSON of a success, else undefined (the page asks itself); `value` is set once it has. */
interface Read {
  json: Promise<unknown>;
  value?: unknown;
}

const reads = new WeakMap<Promise<Response>, Read>();

function readOf(answer: Promise<Response>): Read {
  let read = reads.get(answer);
  if (!read) {
    const json = answer.then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined)).catch(() => undefined);
    reads.set(answer, (read = { json }));
    void json.then((value) => (read!.value = value));
  }
  return read;
}

const earlyAnswers = () => (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS];

/** The early answer of `name` when it was asked with the session's token now, and with `body` where one is given. */
function matching(early: EarlyAnswers, name: string, body: unknown): Promise<Response> | undefined {
  const same = early.token === useSessionStore.getState().token && (body === undefined || early.bodies?.[name] === JSON.stringify(body));
  return same ? early.answers[name] : undefined;
}

/**
 * Starts reading every early answer as it arrives, so that the page that takes one later finds it
 * read, and can render it at once (`peekEarly`). The shell calls it as it starts; an app that
 * leaves an answer calls it too.
 */
export function readEarlyAnswers(): void {
  Object.values(earlyAnswers()?.answers ?? {}).forEach((answer) => answer && readOf(answer));
}

/**
 * The answer of `name` the early script asked for, when it asked with the session's token now,
 * with the same body where one is given, and answered with success: its JSON. Otherwise (no early
 * call, another token or body, an error answer, a failed call) `ask()`, the page's own call, with
 * the API client's handling of every error (a 401 refreshes the session). Each is taken once.
 */
export function takeEarly<T>(name: string, ask: () => Promise<T>, body?: unknown): Promise<T> {
  const early = earlyAnswers();
  if (!early) return ask();
  const answer = matching(early, name, body);
  delete early.answers[name];
  if (!answer) return ask();
  return readOf(answer).json.then((value) => (value === undefined ? ask() : (value as T)));
}

/**
 * The early answer `takeEarly` would give, when it is already here and read: a page rendering it
 * now shows it in its first render, instead of a loading state first and the answer one render
 * later (docs/architecture/phone-reload.md). Leaves it where it is;
 * `forgetEarly` once it is shown.
 */
export function peekEarly<T>(name: string, body?: unknown): T | undefined {
  const early = earlyAnswers();
  const answer = early && matching(early, name, body);
  return answer && (readOf(answer).value as T | undefined);
}

/** Forgets the early answer of `name`: it was shown (`peekEarly`), and a later load asks afresh. */
export function forgetEarly(name: string): void {
  const early = earlyAnswers();
  if (early) delete early.answers[name];
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
