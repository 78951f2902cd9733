import type { HttpResponse, RequestConfig } from './http';

/**
 * Why a call failed, as `ApiError.code`. The names are axios' (the client the portal used before
 * docs/architecture/frontend.md#the-http-client), so code that read `error.code` reads the same.
 */
export const API_ERROR_CODES = {
  /** The server answered 4xx. */
  badRequest: 'ERR_BAD_REQUEST',
  /** The server answered 5xx (or another status outside 2xx). */
  badResponse: 'ERR_BAD_RESPONSE',
  /** No answer at all: offline, DNS, connection refused or dropped, CORS. */
  network: 'ERR_NETWORK',
  /** The caller aborted it (its `signal`): a page that moved on, never a failure to show. */
  canceled: 'ERR_CANCELED',
  /** No answer within `timeout`. */
  timeout: 'ECONNABORTED',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * A failed call. `response` is there when the server answered (any status outside 2xx), with the
 * parsed JSON body as `data` (the text when it is not JSON); without it the server was never
 * heard: see `code`. `config` is the request as it was sent, so a caller can send it again.
 */
export class ApiError<T = unknown> extends Error {
  static readonly ERR_BAD_REQUEST = API_ERROR_CODES.badRequest;
  static readonly ERR_BAD_RESPONSE = API_ERROR_CODES.badResponse;
  static readonly ERR_NETWORK = API_ERROR_CODES.network;
  static readonly ERR_CANCELED = API_ERROR_CODES.canceled;
  static readonly ECONNABORTED = API_ERROR_CODES.timeout;

  /** Recognised across copies of this module, as `isApiError` does. */
  readonly isApiError = true;
  code: ApiErrorCode | undefined;
  config: RequestConfig | undefined;
  response: HttpResponse<T> | undefined;

  constructor(message: string, code?: ApiErrorCode, config?: RequestConfig, response?: HttpResponse<T>, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.code = code;
    this.config = config;
    this.response = response;
  }
}

/** Whether `value` is a failed call of the API client; `T` is what the caller expects as the error body. */
export function isApiError<T = unknown>(value: unknown): value is ApiError<T> {
  return value instanceof ApiError || (typeof value === 'object' && value !== null && (value as { isApiError?: unknown }).isApiError === true);
}

/** Whether a call ended because its caller aborted it: nothing to show, nothing to retry. */
export function isCancel(value: unknown): boolean {
  return isApiError(value) && value.code === API_ERROR_CODES.canceled;
}
