import { isAxiosError } from 'axios';
import { MESSAGES, errorToast, uniqueIdToast } from '../constants/messages';
import type { ApiErrorBody } from '../contracts';

/** The server's message for a failed call, or the fallback a page names (docs/product/messages.md default messages). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError<ApiErrorBody>(error)) {
    const body = error.response?.data;
    if (body && typeof body === 'object' && typeof body.message === 'string' && error.response!.status < 500) {
      return body.message;
    }
  }
  return fallback;
}

/** docs/product/messages.md ('Generic handling'): the toasts a failed call raises, in order. */
export function genericErrorToasts(error: unknown): string[] {
  if (!isAxiosError<ApiErrorBody>(error)) return [MESSAGES.systemErrorToast];
  const response = error.response;
  if (!response) return [MESSAGES.systemErrorToast];
  if (response.status >= 500) return [MESSAGES.systemErrorToast];
  const body = response.data;
  if (body && typeof body === 'object') {
    const toasts = [errorToast(body.message ?? body.error ?? response.statusText)];
    if (body.uniqueId) toasts.push(uniqueIdToast(body.uniqueId));
    return toasts;
  }
  return [response.statusText || MESSAGES.systemErrorToast];
}

export const reasonOf = (error: unknown): string | undefined =>
  isAxiosError<ApiErrorBody>(error) ? error.response?.data?.reason : undefined;
