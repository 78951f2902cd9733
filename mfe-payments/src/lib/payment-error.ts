import { MESSAGES, errorMessage, isAxiosError } from 'shared';
import { TEXTS } from '../config/labels';

/**
 * The text to show for a failed payment or deposit: a refusal (4xx) and a 502 carry the server's
 * message; a key still running after every retry (409) says so, so nobody pays twice in a hurry;
 * anything else is docs/product/messages.md's default 'Error when making payment.'.
 */
export function paymentErrorMessage(error: unknown): string {
  if (isAxiosError<{ message?: unknown }>(error) && error.response) {
    const { status, data } = error.response;
    if (status === 409) return TEXTS.stillProcessing;
    if (status === 502 && typeof data?.message === 'string' && data.message) return data.message;
  }
  return errorMessage(error, MESSAGES.paymentError);
}
