import { ApiError, API_ERROR_CODES } from './http-error';
import type { HttpAdapter, HttpResponse, RequestConfig, ResponseType } from './http';

/** `http://…`, `https://…`, `//host/…`: sent as they are, without the base URL (as axios did). */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function paramValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/**
 * The query string of `params`, in axios' way so the API server reads the same: undefined and null
 * are left out, arrays repeat the key as `key[]`, dates are ISO, objects JSON. URLSearchParams are
 * sent as they are (the impersonation's `userid` may come in one: ./impersonation.ts).
 */
export function queryString(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  if (!params || typeof params !== 'object') return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) query.append(`${key}[]`, paramValue(item));
    } else {
      query.append(key, paramValue(value));
    }
  }
  return query.toString();
}

/** The address a request goes to: the base URL joined to a relative `url`, then the query. */
export function requestUrl(config: Pick<RequestConfig, 'baseURL' | 'url' | 'params'>): string {
  const url = config.url ?? '';
  let full = url;
  if (config.baseURL && !ABSOLUTE_URL.test(url)) {
    full = url ? `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : config.baseURL;
  }
  const query = queryString(config.params);
  if (!query) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The body as the caller asked for it. Failed answers are always read as JSON (text when not
 * JSON), even for a download, so the page can show the server's message (errors.ts).
 */
async function readBody(answer: Response, responseType: ResponseType | undefined): Promise<unknown> {
  if (responseType === 'blob') return answer.blob();
  if (responseType === 'arraybuffer') return answer.arrayBuffer();
  const text = await answer.text();
  if (responseType === 'text' || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Response header names in lower case, as HTTP/2 and `Headers` give them: `headers['x-page-total-items']`. */
function headersOf(answer: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return headers;
}

/**
 * What a failed `fetch` means. An abort's reason is the client's own error (canceled or timed
 * out: ./http.ts), passed on as it is; anything else is a request the server never answered.
 */
function failure(error: unknown, config: RequestConfig): unknown {
  if (config.signal?.aborted) return config.signal.reason;
  return new ApiError('Network Error', API_ERROR_CODES.network, config, undefined, { cause: error });
}

/**
 * Sends a request with `fetch` (given, or the page's at the time of the call, so a test can put
 * a stand-in on `globalThis`). It answers every status; the client decides which are failures.
 */
export function createFetchAdapter(fetchImpl?: typeof fetch): HttpAdapter {
  return async (config: RequestConfig): Promise<HttpResponse> => {
    const doFetch = fetchImpl ?? (globalThis.fetch as typeof fetch | undefined);
    if (!doFetch) throw new ApiError('fetch is not available here', API_ERROR_CODES.network, config);
    const method = (config.method ?? 'get').toUpperCase();
    const withBody = method !== 'GET' && method !== 'HEAD' && config.data !== undefined && config.data !== null;
    let answer: Response;
    try {
      answer = await doFetch(requestUrl(config), {
        method,
        headers: config.headers.toJSON(),
        body: withBody ? (config.data as BodyInit) : undefined,
        signal: config.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw failure(error, config);
    }
    const ok = answer.status >= 200 && answer.status < 300;
    let data: unknown;
    try {
      data = await readBody(answer, ok ? config.responseType : 'json');
    } catch (error) {
      throw failure(error, config);
    }
    return { data, status: answer.status, statusText: answer.statusText, headers: headersOf(answer), config };
  };
}

/** The client's default adapter: the browser's `fetch`. */
export const fetchAdapter: HttpAdapter = createFetchAdapter();
