import { isAxiosError } from 'axios';
import { genericToastsFor, type ApiErrorBody } from 'shared/core';

/**
 * axios' error guard, for the apps: through the one `shared` singleton, so a remote that reads an
 * error does not bundle a copy of axios of its own (about 21 KiB: axios is no shared module;
 * docs/architecture/frontend.md#javascript-budgets). The apps import it from here, never from 'axios'.
 */
export { isAxiosError };

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
  const response = isAxiosError<ApiErrorBody>(error) ? error.response : undefined;
  return genericToastsFor(response?.status, response?.data, response?.statusText);
}

export const reasonOf = (error: unknown): string | undefined =>
  isAxiosError<ApiErrorBody>(error) ? error.response?.data?.reason : undefined;
