import { MESSAGES, errorToast, uniqueIdToast } from '../../domain/constants';
import type { ApiErrorBody } from '../../domain/endpoints/account/session';

/**
 * docs/product/messages.md ('Generic handling'): the toasts a failed call raises, in order, from
 * what came back: no answer (undefined status) or a 5xx is 'System Error'; another answer with a
 * body gives its error and unique id; otherwise the status text. Free of any HTTP client, so a
 * plain fetch (the configuration /login reads) raises the same toasts as the API client.
 */
export function genericToastsFor(status: number | undefined, body: unknown, statusText = ''): string[] {
  if (status === undefined || status >= 500) return [MESSAGES.systemErrorToast];
  if (body && typeof body === 'object') {
    const data = body as ApiErrorBody;
    const toasts = [errorToast(data.message ?? data.error ?? statusText)];
    if (data.uniqueId) toasts.push(uniqueIdToast(data.uniqueId));
    return toasts;
  }
  return [statusText || MESSAGES.systemErrorToast];
}
