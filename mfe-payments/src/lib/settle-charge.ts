import { CHECKOUT_MESSAGES, callApi, isAxiosError, type PaymentResponse } from 'shared';
import { PAYMENT_CHECK_DELAYS_MS, PAYMENT_TIMEOUT_MS } from '../config/paths';
import { CHARGE_ROUTES, type ChargeBody, type ChargeEndpoint } from './idempotent-post';
import { paymentErrorMessage } from './payment-error';

/** What a payment's answer (or its absence) tells the customer about their money. */
export type ChargeOutcome<T> =
  | { kind: 'charged'; response: T }
  /** A refusal, or a 502 that proves nothing was charged: the message to show. */
  | { kind: 'not_charged'; message: string }
  /** No answer, or one that proves nothing either way. */
  | { kind: 'open'; error?: unknown };

/** 502 reasons of docs/architecture/payments.md that prove nothing was charged. */
const NOTHING_CHARGED = new Set(['erp_unavailable', 'payment_not_made']);

/** Reads what a failed call means (docs/architecture/payments.md#the-page). */
export function outcomeOfError(error: unknown): ChargeOutcome<never> {
  if (!isAxiosError<{ reason?: unknown }>(error) || !error.response) return { kind: 'open', error };
  const { status, data } = error.response;
  const reason = typeof data?.reason === 'string' ? data.reason : '';
  if (status >= 400 && status < 500 && status !== 409) return { kind: 'not_charged', message: notChargedText(error) };
  if (status === 502 && NOTHING_CHARGED.has(reason)) return { kind: 'not_charged', message: notChargedText(error) };
  return { kind: 'open', error };
}

/** The server's message, and on a line of its own that nothing was charged, unless it says so itself. */
function notChargedText(error: unknown): string {
  const message = paymentErrorMessage(error);
  return /not charged|nothing was charged/i.test(message) ? message : `${message}\n${CHECKOUT_MESSAGES.notCharged}`;
}

/** What a failure whose outcome stayed open shows: its message, and that the customer must not pay again. */
export function stillOpenText(error: unknown): string {
  return `${paymentErrorMessage(error)}\n${CHECKOUT_MESSAGES.stillOpen}`;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks whether a payment whose answer was lost went through: the same request with the same
 * Idempotency-Key, a few times. The server answers a known outcome from its record, settles an
 * unknown one with the ERP, and runs a request it never received, once.
 */
export async function settleCharge(
  endpoint: ChargeEndpoint,
  body: ChargeBody,
  key: string,
  delaysMs = PAYMENT_CHECK_DELAYS_MS,
): Promise<ChargeOutcome<PaymentResponse>> {
  let last: ChargeOutcome<PaymentResponse> = { kind: 'open' };
  for (const delay of delaysMs) {
    await wait(delay);
    try {
      const response = await callApi(CHARGE_ROUTES[endpoint], { body }, {
        headers: { 'Idempotency-Key': key },
        timeout: PAYMENT_TIMEOUT_MS,
        skipErrorToast: true,
      });
      return { kind: 'charged', response };
    } catch (error) {
      last = outcomeOfError(error);
      if (last.kind !== 'open') return last;
    }
  }
  return last;
}
