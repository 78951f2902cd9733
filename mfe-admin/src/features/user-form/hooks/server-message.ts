import { MESSAGES, type ApiErrorBody } from 'shared';

/** The server's Message of a refused save (docs/product/messages.md 'Users and exclusions'). */
export function serverMessage(error: unknown): string {
  const body = (error as { response?: { data?: Partial<ApiErrorBody> } } | null)?.response?.data;
  if (body && typeof body === 'object') return body.Message ?? body.message ?? MESSAGES.systemErrorToast;
  return MESSAGES.systemErrorToast;
}
