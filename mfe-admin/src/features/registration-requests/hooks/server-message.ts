import { MESSAGES, type ApiErrorBody } from 'shared';

/** The server's message of a refused call, or the general one when the call did not get an answer. */
export function serverMessage(error: unknown): string {
  const body = (error as { response?: { data?: Partial<ApiErrorBody> } } | null)?.response?.data;
  if (body && typeof body === 'object') return body.Message ?? body.message ?? MESSAGES.systemErrorToast;
  return MESSAGES.systemErrorToast;
}
