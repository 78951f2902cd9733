import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  status: number;
  data?: unknown;
  statusText?: string;
  /** Response headers (e.g. the registration session's). */
  headers?: Record<string, string>;
}
export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/**
 * An axios adapter that answers from a function, so the client's interceptors (bearer header,
 * loading counter, refresh, error toasts) run for real in unit tests.
 */
export function fakeAdapter(route: FakeRoute): AxiosAdapter {
  return async (config) => {
    const reply = await route(config);
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: reply.statusText ?? '',
      headers: new AxiosHeaders(reply.headers),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}
