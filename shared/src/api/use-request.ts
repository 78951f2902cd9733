import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../stores/session-store';

/**
 * What identifies one load: a value that JSON represents as it is (a string, an array, the
 * request body itself). Keys are compared by that JSON, so a new object with the same content
 * loads nothing again.
 */
export type RequestKey = string | number | boolean | object | null;

/** Loads the data; hands the signal to axios (`{ signal }`) so an abandoned call is cancelled. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface RequestState<T> {
  /** The answer for the current key; null while none has come (or the last one failed). */
  data: T | null;
  /** Why the last load failed; null otherwise (and while loading again). */
  error: unknown;
  loading: boolean;
  /** Loads the same key again; what was shown stays until the new answer arrives. */
  retry: () => void;
}

export interface RequestOptions {
  /**
   * The answer is the same whoever the calls act for (the portal's configuration, the ERP's
   * status): starting or stopping impersonation does not load it again.
   */
  sameForEveryUser?: boolean;
}

/** The mounted loads by the first element of their key (an endpoint's name for `useApi`). */
const reloaders = new Map<string, Set<() => void>>();

/**
 * Loads again, wherever they are shown, the reads whose key starts with one of these names (an
 * array key's first element, or the key itself): what a write made stale
 * (docs/architecture/data-loading.md). The client calls it for a declared endpoint's `invalidates`.
 */
export function invalidateRequests(names: readonly string[]): void {
  for (const name of names) reloaders.get(name)?.forEach((reload) => reload());
}

function groupOf(key: RequestKey | undefined): string | null {
  const head = Array.isArray(key) ? (key as unknown[])[0] : key;
  return typeof head === 'string' ? head : null;
}

interface Settled<T> {
  id: string;
  attempt: number;
  data: T | null;
  error: unknown;
}

/**
 * The one way the apps load data (docs/architecture/data-loading.md). `key` says what to load:
 * null or undefined means nothing (yet). When the key changes, or the component unmounts, the
 * running call is aborted and its answer, should it still come, is dropped: a slow answer for the
 * previous account can never replace the current one. A new key starts empty; `retry` keeps what
 * is shown until the new answer.
 *
 * The user the calls act for is part of every key: when staff start or stop impersonating, every
 * read loads again for the new user (the API client adds `?userid=` itself), unless it is the
 * same for every user.
 */
export function useRequest<T>(key: RequestKey | undefined, load: Loader<T>, options: RequestOptions = {}): RequestState<T> {
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);
  const actingUser = options.sameForEveryUser ? null : impersonatedUserId;
  const id = key === null || key === undefined ? null : JSON.stringify([key, actingUser]);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    const settle = (data: T | null, error: unknown) => {
      if (!controller.signal.aborted) setSettled({ id, attempt, data, error });
    };
    let answer: Promise<T>;
    try {
      answer = loadRef.current(controller.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (data) => settle(data, null),
      (error: unknown) => settle(null, error ?? new Error('The request failed')),
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const group = id === null ? null : groupOf(key);
  useEffect(() => {
    if (group === null) return;
    const members = reloaders.get(group) ?? new Set();
    reloaders.set(group, members.add(retry));
    return () => {
      members.delete(retry);
      if (members.size === 0) reloaders.delete(group);
    };
  }, [group, retry]);
  if (id === null) return { data: null, error: null, loading: false, retry };
  const current = settled?.id === id ? settled : null;
  const loading = current === null || current.attempt !== attempt;
  return { data: current?.data ?? null, error: loading ? null : current.error, loading, retry };
}
