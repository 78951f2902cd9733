import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * Calls started before the code that reads them has arrived (docs/architecture/data-loading.md#the-cache):
 * the shell sends the invoice list's first search as soon as the session is known, while the
 * invoices remote is still on its way; when the remote then sends the same call (same method, path
 * and body), it takes over the one in flight, or its answer, instead of going over the network again.
 * This works below the data hook, so a remote takes it over whatever its hook does with the answer.
 */

/** How long a prefetched answer waits for the call that reads it before it is dropped. */
export const PREFETCHED_CALL_HOLD_MS = 30_000;

interface Prefetched {
  response: Promise<AxiosResponse>;
  abort: () => void;
  timer: ReturnType<typeof setTimeout>;
}

const waiting = new Map<string, Prefetched>();

/** One call as the wire sees it: the method, the path and the body axios sends. */
export function callIdOf(method: string | undefined, url: string | undefined, data: unknown): string {
  const body = data === undefined || data === null ? '' : typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify([(method ?? 'get').toUpperCase(), url ?? '', body]);
}

function drop(id: string, entry: Prefetched): void {
  if (waiting.get(id) !== entry) return;
  clearTimeout(entry.timer);
  waiting.delete(id);
}

/**
 * Holds a call that is being started (`prefetchCall` in client.ts) under its id, before axios has
 * run its interceptors: a reader that comes a moment later finds it already.
 */
export function holdPrefetch(id: string, response: Promise<AxiosResponse>, abort: () => void): void {
  const entry: Prefetched = { response, abort, timer: setTimeout(() => drop(id, entry), PREFETCHED_CALL_HOLD_MS) };
  waiting.set(id, entry);
  // A failed prefetch is not taken over: the reader makes its own call, with its own error handling.
  response.catch(() => drop(id, entry));
}

/** Test isolation: forgets every prefetched call. */
export function clearPrefetchedCalls(): void {
  for (const [id, entry] of [...waiting]) drop(id, entry);
}

/**
 * Wraps a call's adapter (the API client sets it on every call): a call that a prefetch is holding
 * takes that prefetch's answer (once); every other call goes to the network. If the reader gives
 * up (its signal aborts), so does the prefetch: nobody else needs it.
 */
export function takingOverPrefetches(adapter: AxiosRequestConfig['adapter']): AxiosAdapter {
  const network = axios.getAdapter(adapter ?? axios.defaults.adapter);
  return (config: InternalAxiosRequestConfig) => {
    const id = callIdOf(config.method, config.url, config.data);
    const entry = config.prefetch ? undefined : waiting.get(id);
    if (!entry) return network(config);
    drop(id, entry);
    (config.signal as AbortSignal | undefined)?.addEventListener?.('abort', entry.abort, { once: true });
    return entry.response.then(
      (response) => ({ ...response, config }),
      () => network(config),
    );
  };
}
