import type { HttpAdapter, RequestConfig } from '../api/http';

export interface FakeReply {
  status: number;
  data?: unknown;
  statusText?: string;
  /** Response headers (e.g. the registration session's); read back in lower case, as from fetch. */
  headers?: Record<string, string>;
}
export type FakeRoute = (config: RequestConfig) => FakeReply | Promise<FakeReply>;

/**
 * An adapter of the API client (shared/src/api/http.ts) that answers from a function, so the
 * client's interceptors (bearer header, loading counter, refresh, error toasts) and its status
 * check run for real in unit tests. `config.data` is the JSON string the server would get.
 */
export function fakeAdapter(route: FakeRoute): HttpAdapter {
  return async (config) => {
    const reply = await route(config);
    return {
      data: reply.data,
      status: reply.status,
      statusText: reply.statusText ?? '',
      headers: Object.fromEntries(Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
      config,
    };
  };
}
