import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
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
  /**
   * An answer already here for the key (an early answer, `peekEarly`), or undefined: the first
   * component to show the key renders it at once, and no load starts until a retry or an
   * invalidation. Called with `take` true as the cache keeps it: it is then forgotten where it
   * came from, so that a later load asks afresh.
   */
  initial?: (take: boolean) => unknown;
}

/**
 * One key's load, shared by every component that shows it (docs/architecture/data-loading.md#the-cache):
 * the first one to ask starts it, the others read the same answer; it is dropped, and a running
 * call aborted, once no component shows it.
 */
interface Entry {
  group: string | null;
  load: Loader<unknown>;
  data: unknown;
  error: unknown;
  loading: boolean;
  /** The running load's; aborted by a newer load, so only the newest answer is kept. */
  controller: AbortController | null;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

function groupOf(key: RequestKey): string | null {
  const head = Array.isArray(key) ? (key as unknown[])[0] : key;
  return typeof head === 'string' ? head : null;
}

/** The cache's key: the request's key and the user the calls act for (docs/architecture/data-loading.md#impersonation). */
function idOf(key: RequestKey | undefined, sameForEveryUser: boolean | undefined, impersonatedUserId: number | null): string | null {
  if (key === null || key === undefined) return null;
  return JSON.stringify([key, sameForEveryUser ? null : impersonatedUserId]);
}

const notify = (entry: Entry) => entry.listeners.forEach((listener) => listener());

/** Starts a load of the entry; one already running is aborted, and what is shown stays until the answer. */
function start(entry: Entry): void {
  entry.controller?.abort();
  const controller = new AbortController();
  Object.assign(entry, { controller, loading: true, error: null });
  const settle = (data: unknown, error: unknown) => {
    if (controller.signal.aborted) return;
    Object.assign(entry, { controller: null, loading: false, data: error ? null : data, error });
    notify(entry);
  };
  let answer: Promise<unknown>;
  try {
    answer = entry.load(controller.signal);
  } catch (error) {
    answer = Promise.reject(error);
  }
  answer.then(
    (data) => settle(data, null),
    (error: unknown) => settle(null, error ?? new Error('The request failed')),
  );
}

function entryFor(id: string, key: RequestKey, load: Loader<unknown>, initial: RequestOptions['initial']): Entry {
  let entry = entries.get(id);
  if (!entry) {
    const data = initial?.(true);
    entry = { group: groupOf(key), load, data: data ?? null, error: null, loading: data === undefined, controller: null, listeners: new Set() };
    entries.set(id, entry);
    if (data === undefined) start(entry);
  }
  return entry;
}

type Shown = Omit<RequestState<unknown>, 'retry'>;

/** What a component shows of an entry: none yet is a load about to start, or the answer already here. */
function stateOf(entry: Entry | null | undefined, initial?: RequestOptions['initial']): Shown {
  if (entry === null) return { data: null, error: null, loading: false };
  if (entry === undefined) {
    const data = initial?.(false);
    return data === undefined ? { data: null, error: null, loading: true } : { data, error: null, loading: false };
  }
  return { data: entry.data, error: entry.loading ? null : entry.error, loading: entry.loading };
}

const sameState = (a: Shown, b: Shown) => a.data === b.data && a.error === b.error && a.loading === b.loading;

/** Nobody shows it any more: the running call is aborted and the answer forgotten. */
function releaseIfUnused(id: string, entry: Entry): void {
  if (entry.listeners.size > 0 || entries.get(id) !== entry) return;
  entry.controller?.abort();
  entries.delete(id);
}

/**
 * Loads again, once for all the components that show them, the reads whose key starts with one of
 * these names (an array key's first element, or the key itself): what a write made stale
 * (docs/architecture/data-loading.md). Answers nobody shows are not kept, so none is left to drop.
 * The client calls it for a declared endpoint's `invalidates`.
 */
export function invalidateRequests(names: readonly string[]): void {
  entries.forEach((entry) => {
    if (entry.group !== null && names.includes(entry.group)) {
      start(entry);
      notify(entry);
    }
  });
}

/**
 * The one way the apps load data (docs/architecture/data-loading.md). `key` says what to load:
 * null or undefined means nothing (yet). Components that show the same key at the same time share
 * one call and its answer (de-duplication and the cache); when the key changes, or the last
 * component showing it unmounts, the running call is aborted and its answer, should it still come,
 * is dropped: a slow answer for the previous account can never replace the current one. A new key
 * starts empty unless another component shows it already; `retry` keeps what is shown until the
 * new answer.
 *
 * The user the calls act for is part of every key: when staff start or stop impersonating, every
 * read loads again for the new user (the API client adds `?userid=` itself), unless it is the
 * same for every user.
 */
export function useRequest<T>(key: RequestKey | undefined, load: Loader<T>, options: RequestOptions = {}): RequestState<T> {
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);
  const id = idOf(key, options.sameForEveryUser, impersonatedUserId);
  const loadRef = useRef(load);
  const keyRef = useRef(key);
  const initialRef = useRef(options.initial);
  // Layout effects, not passive ones: a load leaves as soon as React has committed, before the
  // browser paints, instead of after it. On a slow phone the paint of a page behind login takes a
  // good part of a round trip, which the first rows would otherwise wait for
  // (docs/architecture/phone-reload.md).
  useLayoutEffect(() => {
    loadRef.current = load;
    keyRef.current = key;
    initialRef.current = options.initial;
  });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // What this render shows; the effect below renders again only if the entry has moved on since.
  const shown = stateOf(id === null ? null : entries.get(id), options.initial);

  useLayoutEffect(() => {
    if (id === null) return;
    const entry = entryFor(id, keyRef.current as RequestKey, (signal) => loadRef.current(signal), initialRef.current);
    // A failed answer is not kept: a component that comes later asks again, for every reader.
    if (!entry.loading && entry.error !== null) start(entry);
    const listener = () => rerender();
    entry.listeners.add(listener);
    // The answer may have come between the render and this effect. Only then a render more: one
    // for nothing is a whole page rendered twice before it paints.
    if (!sameState(shown, stateOf(entry))) rerender();
    return () => {
      entry.listeners.delete(listener);
      releaseIfUnused(id, entry);
    };
    // `shown` is this key's first render, the one this effect follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const retry = useCallback(() => {
    const entry = id === null ? undefined : entries.get(id);
    if (!entry) return;
    entry.load = (signal) => loadRef.current(signal);
    start(entry);
    notify(entry);
  }, [id]);

  return { ...(shown as Omit<RequestState<T>, 'retry'>), retry };
}
