/**
 * A small HTTP client on `fetch`, in place of axios: the portal's JavaScript after login lost
 * axios' 21 KiB gzip (docs/architecture/frontend.md#the-http-client). It keeps the part of axios'
 * surface the apps used, so calls, interceptors and fake adapters read as before: `get`, `post`,
 * `put`, `patch`, `delete`, `request`, `defaults.adapter`, interceptors, a response of
 * `{ data, status, statusText, headers, config }` and `ApiError` (./http-error.ts) for failures.
 */
import { createFetchAdapter } from './fetch-adapter';
import { ApiError, API_ERROR_CODES } from './http-error';
import { RequestHeaders, type HeaderInit } from './http-headers';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
/** How a 2xx body is read: JSON by default (text when it is not JSON). */
export type ResponseType = 'json' | 'text' | 'blob' | 'arraybuffer';

/** What a call may ask for. */
export interface HttpRequestOptions {
  url?: string;
  method?: HttpMethod | Uppercase<HttpMethod>;
  baseURL?: string;
  headers?: HeaderInit;
  /** The query: undefined and null values are left out (./fetch-adapter.ts). */
  params?: unknown;
  /** The body: a plain object or array is sent as JSON; a string, FormData or Blob as it is. */
  data?: unknown;
  /** Milliseconds without an answer before the call fails with code ECONNABORTED; 0 waits for ever. */
  timeout?: number;
  /** Aborting it ends the call with code ERR_CANCELED (`isCancel`). */
  signal?: AbortSignal;
  responseType?: ResponseType;
  /** Sends this call with another adapter than `defaults.adapter`. */
  adapter?: HttpAdapter;
  /** The page shows its own message for this call; skip the generic toasts of docs/product/messages.md. */
  skipErrorToast?: boolean;
  /** Internal: the call is the refresh itself or a login, never refreshed again. */
  skipAuthRefresh?: boolean;
  /** Internal: the call was already retried after a refresh. */
  _retried?: boolean;
}

/** A request as interceptors and adapters see it: defaults applied, the method in lower case, headers a `RequestHeaders`. */
export interface RequestConfig extends Omit<HttpRequestOptions, 'method' | 'headers'> {
  method?: HttpMethod;
  headers: RequestHeaders;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Header names in lower case: `response.headers['x-page-total-items']`. */
  headers: Record<string, string>;
  config: RequestConfig;
}

/** Sends one request and resolves with the answer, whatever its status (the client checks it). */
export type HttpAdapter = (config: RequestConfig) => Promise<HttpResponse>;

export interface HttpDefaults {
  baseURL?: string;
  timeout?: number;
  headers?: Record<string, string>;
  /** The adapter every call uses; unit tests put a fake one here (shared/testing). */
  adapter?: HttpAdapter;
}

type Fulfilled<V> = (value: V) => V | Promise<V>;
type Rejected = (error: unknown) => unknown;

/** Interceptors in axios' order: request ones run last added first, response ones first added first. */
export class Interceptors<V> {
  private handlers: ({ fulfilled?: Fulfilled<V>; rejected?: Rejected } | null)[] = [];

  use(fulfilled?: Fulfilled<V>, rejected?: Rejected): number {
    this.handlers.push({ fulfilled, rejected });
    return this.handlers.length - 1;
  }

  eject(id: number): void {
    this.handlers[id] = null;
  }

  /** The handlers in the order they run. */
  list(reverse: boolean): { fulfilled?: Fulfilled<V>; rejected?: Rejected }[] {
    const live = this.handlers.filter((h) => h !== null);
    return reverse ? live.reverse() : live;
  }
}

export interface HttpClient {
  defaults: HttpDefaults;
  interceptors: { request: Interceptors<RequestConfig>; response: Interceptors<HttpResponse> };
  request<T = unknown>(options: HttpRequestOptions): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
}

/** Bodies fetch sends as they are; anything else that is an object goes as JSON. */
function isRawBody(data: unknown): boolean {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

/** JSON bodies are encoded before the adapter, as axios did: fakes read `config.data` as a JSON string. */
function encodeBody(config: RequestConfig): void {
  if (config.data === undefined || config.data === null || isRawBody(config.data)) return;
  config.data = JSON.stringify(config.data);
  if (!config.headers.has('Content-Type')) config.headers.set('Content-Type', 'application/json');
}

/**
 * Runs the adapter under the call's deadline and its caller's signal. One AbortController of our
 * own serves both, not `AbortSignal.any([signal, AbortSignal.timeout(ms)])` (which Chromium and
 * jsdom both have): its timer is cleared when the answer comes, it runs under Jest's fake
 * timers, and which of the two fired decides the error's code (ERR_CANCELED or ECONNABORTED).
 * The call is rejected at once; the adapter's fetch is aborted with the same error as reason.
 */
function sendWithin(config: RequestConfig, adapter: HttpAdapter): Promise<HttpResponse> {
  const caller = config.signal;
  const canceled = () => new ApiError('canceled', API_ERROR_CODES.canceled, config);
  if (caller?.aborted) return Promise.reject(canceled());
  const controller = new AbortController();
  return new Promise<HttpResponse>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      if (timer !== undefined) clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    };
    const fail = (error: ApiError) => {
      done();
      controller.abort(error);
      reject(error);
    };
    const onAbort = () => fail(canceled());
    caller?.addEventListener('abort', onAbort);
    if (config.timeout) {
      const ms = config.timeout;
      timer = setTimeout(() => fail(new ApiError(`timeout of ${ms}ms exceeded`, API_ERROR_CODES.timeout, config)), ms);
    }
    let sent: Promise<HttpResponse>;
    try {
      sent = adapter({ ...config, signal: controller.signal });
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (response) => {
        done();
        // The caller's config, not the adapter's copy with our signal: a retry sends it again.
        resolve({ ...response, config });
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}

/** Creates a client; `api` (./client.ts) is the portal's one. */
export function createHttpClient(defaults: HttpDefaults = {}): HttpClient {
  const fallbackAdapter = createFetchAdapter();
  const interceptors = { request: new Interceptors<RequestConfig>(), response: new Interceptors<HttpResponse>() };

  function configOf(options: HttpRequestOptions): RequestConfig {
    const headers = new RequestHeaders({ Accept: 'application/json, text/plain, */*', ...client.defaults.headers });
    if (options.headers) headers.merge(options.headers);
    return {
      ...options,
      baseURL: options.baseURL ?? client.defaults.baseURL,
      timeout: options.timeout ?? client.defaults.timeout,
      method: (options.method ?? 'get').toLowerCase() as HttpMethod,
      headers,
    };
  }

  async function dispatch(config: RequestConfig): Promise<HttpResponse> {
    encodeBody(config);
    const response = await sendWithin(config, config.adapter ?? client.defaults.adapter ?? fallbackAdapter);
    if (response.status >= 200 && response.status < 300) return response;
    const code = response.status >= 400 && response.status < 500 ? API_ERROR_CODES.badRequest : API_ERROR_CODES.badResponse;
    throw new ApiError(`Request failed with status code ${response.status}`, code, config, response);
  }

  const client: HttpClient = {
    defaults,
    interceptors,
    request<T>(options: HttpRequestOptions) {
      let chain: Promise<unknown> = Promise.resolve(configOf(options));
      for (const { fulfilled, rejected } of interceptors.request.list(true)) {
        chain = chain.then(fulfilled as (value: unknown) => unknown, rejected);
      }
      chain = chain.then((config) => dispatch(config as RequestConfig));
      for (const { fulfilled, rejected } of interceptors.response.list(false)) {
        chain = chain.then(fulfilled as (value: unknown) => unknown, rejected);
      }
      return chain as Promise<HttpResponse<T>>;
    },
    get: <T>(url: string, options?: HttpRequestOptions) => client.request<T>({ ...options, url, method: 'get' }),
    delete: <T>(url: string, options?: HttpRequestOptions) => client.request<T>({ ...options, url, method: 'delete' }),
    post: <T>(url: string, data?: unknown, options?: HttpRequestOptions) => client.request<T>({ ...options, url, data, method: 'post' }),
    put: <T>(url: string, data?: unknown, options?: HttpRequestOptions) => client.request<T>({ ...options, url, data, method: 'put' }),
    patch: <T>(url: string, data?: unknown, options?: HttpRequestOptions) => client.request<T>({ ...options, url, data, method: 'patch' }),
  };
  return client;
}
