import { genericToastsFor, type ApiErrorBody } from 'shared/core';
import { isApiError } from './http-error';

/** The server's message for a failed call, or the fallback a page names (docs/product/messages.md default messages). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError<ApiErrorBody>(error)) {
    const body = error.response?.data;
    if (body && typeof body === 'object' && typeof body.message === 'string' && error.response!.status < 500) {
      return body.message;
    }
  }
  return fallback;
}

/** docs/product/messages.md ('Generic handling'): the toasts a failed call raises, in order. */
export function genericErrorToasts(error: unknown): string[] {
  const response = isApiError<ApiErrorBody>(error) ? error.response : undefined;
  return genericToastsFor(response?.status, response?.data, response?.statusText);
}

export const reasonOf = (error: unknown): string | undefined =>
  isApiError<ApiErrorBody>(error) ? error.response?.data?.reason : undefined;
