import type { AxiosRequestConfig, AxiosResponse } from 'axios';
// Types only: the declarations' schemas stay on the server (docs/architecture/endpoints.md).
import type { ApiRoute, ApiRoutes } from '../../domain/endpoints';
import type { InputOf, ResponseOf } from '../../domain/endpoints/define';
import { isBinaryRoute } from '../../domain/endpoints/binary-routes.gen';
import { api } from './client';
// The data hook through 'shared/core', the singleton that holds it and its store (docs/architecture/frontend.md#javascript-budgets).
import { INVALIDATES_HEADER, invalidateRequests, useRequest, type RequestOptions, type RequestState } from 'shared/core';

export type ApiInput<K extends ApiRoute> = InputOf<ApiRoutes[K]>;
export type ApiResponse<K extends ApiRoute> = ResponseOf<ApiRoutes[K]>;

/** The input may be left out where the endpoint takes nothing that is required. */
type InputArgs<K extends ApiRoute> = object extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>];


/** The URL of one call: the declared path with its `:params` filled in. */
export function apiPath(route: ApiRoute, params?: Record<string, unknown>): string {
  return route
    .slice(route.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

/**
 * Calls one declared endpoint, named by its method and path (docs/architecture/endpoints.md):
 * input and answer typed by its schemas, so a changed field fails every caller's build.
 */
export async function callApi<K extends ApiRoute>(route: K, ...args: [...InputArgs<K>, config?: AxiosRequestConfig]): Promise<ApiResponse<K>> {
  return (await callApiResponse(route, ...args)).data;
}

/** `callApi` for the few callers that read the answer's headers too (a list's total, the registration session). */
export async function callApiResponse<K extends ApiRoute>(
  route: K,
  ...[input, config]: [...InputArgs<K>, config?: AxiosRequestConfig]
): Promise<AxiosResponse<ApiResponse<K>>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const response = await api.request<ApiResponse<K>>({
    method: route.slice(0, route.indexOf(' ')),
    url: apiPath(route, params),
    params: query,
    data: body,
    ...(isBinaryRoute(route) ? { responseType: 'blob' as const } : {}),
    ...config,
  });
  // The server names the reads this call made stale (its declaration's `invalidates`).
  const stale: unknown = response.headers?.[INVALIDATES_HEADER];
  if (typeof stale === 'string' && stale) invalidateRequests(stale.split(','));
  return response;
}

export interface UseApiOptions extends RequestOptions {
  /** Axios options of the call (`skipErrorToast`, say); the signal is the hook's own. */
  config?: AxiosRequestConfig;
}

/**
 * Loads one declared endpoint with `useRequest` (docs/architecture/data-loading.md): `input` null
 * or undefined loads nothing yet; the route and its input are the key.
 */
export function useApi<K extends ApiRoute>(route: K, input: ApiInput<K> | null | undefined, options: UseApiOptions = {}): RequestState<ApiResponse<K>> {
  const { config, ...requestOptions } = options;
  return useRequest(
    input === null || input === undefined ? null : [route, input],
    (signal) => callApi(route, ...([input, { ...config, signal }] as unknown as [...InputArgs<K>, AxiosRequestConfig])),
    requestOptions,
  );
}
