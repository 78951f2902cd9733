import type { InternalAxiosRequestConfig } from 'axios';
import { api } from '..';
import { API_EXTRAS } from '../domain/endpoints/routes.gen';
import { INVALIDATES_HEADER } from '../domain/endpoints/define';
import { fakeAdapter, type FakeReply } from './fake-adapter';

/** What the API server names in its answer to a successful write: the reads it made stale. */
function staleAfter(method: string, url: string): string | null {
  for (const [route, extras] of Object.entries(API_EXTRAS)) {
    const [routeMethod, path = ''] = route.split(' ');
    const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
    if (routeMethod === method && pattern.test(url) && extras?.invalidates) return extras.invalidates.join(',');
  }
  return null;
}

/** One request the app made, as the fake saw it. */
export interface SeenRequest {
  /** Upper case: 'GET', 'POST' ... */
  method: string;
  url: string;
  /** The JSON body, parsed. */
  body: unknown;
  params: unknown;
  headers: Record<string, unknown>;
}

/** Answers one call from its parsed body and the request. */
export type FakeHandler = (body: unknown, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Every request, in order. */
  seen: SeenRequest[];
  /** The requests to one route: 'METHOD /path', or '/path' for any method. */
  calls: (route: string) => SeenRequest[];
}

const matches = (route: string, request: Pick<SeenRequest, 'method' | 'url'>) =>
  route === request.url || route === `${request.method} ${request.url}`;

/**
 * The one fake API of the unit tests of the shell and the remotes: it answers the shared client's
 * calls (so its interceptors, bearer header, refresh and error toasts run for real) and records
 * every request. `routes` names each answer by 'METHOD /path', or by '/path' for any method (the
 * method-and-path key wins); a function answers every call itself. A call without an answer gets a
 * 404 naming it, so a test that forgot one fails on what is missing.
 */
export function fakeApi(routes: Record<string, FakeHandler> | FakeHandler): FakeApi {
  const seen: SeenRequest[] = [];
  api.defaults.adapter = fakeAdapter(async (config) => {
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body,
      params: config.params,
      headers: config.headers.toJSON(),
    };
    seen.push(request);
    const handler = typeof routes === 'function' ? routes : (routes[`${request.method} ${request.url}`] ?? routes[request.url]);
    if (!handler) return { status: 404, data: { message: `no fake for ${request.method} ${request.url}` } };
    const reply = await handler(body, config);
    const stale = reply.status < 300 ? staleAfter(request.method, request.url) : null;
    return stale ? { ...reply, headers: { ...reply.headers, [INVALIDATES_HEADER]: stale } } : reply;
  });
  return { seen, calls: (route) => seen.filter((request) => matches(route, request)) };
}

/** A 200 answer (with response headers, e.g. the registration session's). */
export const ok = (data: unknown, headers: Record<string, string> = {}): FakeReply => ({ status: 200, data, headers });

/** The API's refusal: its error body, with the reason code some refusals carry. */
export const refused = (status: number, message: string, reason?: string, headers: Record<string, string> = {}): FakeReply => ({
  status,
  data: { statusCode: status, error: 'Refused', message, ...(reason ? { reason } : {}) },
  headers,
});
