import { callApi, isAxiosError, type ApiInput, type ApiResponse } from 'shared';
import { PAYMENT_RETRY_DELAYS_MS, PAYMENT_TIMEOUT_MS } from '../config/paths';

export interface IdempotentOptions {
  /** One key per Pay click (docs/decisions.md#payments-never-run-twice); every retry of that click sends the same key. */
  key: string;
  delaysMs?: readonly number[];
  /** Told before each retry: the first answer was lost, and the page is asking again. */
  onRetry?: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 409: the server is still running this key. No answer (network drop, timeout): the charge may
 * have happened. Both are safe to ask again with the same key: the server answers with the first
 * outcome and never charges twice. Anything else is final.
 */
function retryable(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  if (error.response) return error.response.status === 409;
  return error.code !== 'ERR_CANCELED';
}

/** The two charges and their endpoints. */
export const CHARGE_ROUTES = { payment: 'POST /invoice/payments', deposit: 'POST /customer/makedeposit' } as const;
export type ChargeEndpoint = keyof typeof CHARGE_ROUTES;
type ChargeRoute = (typeof CHARGE_ROUTES)[ChargeEndpoint];
export type ChargeBody = ApiInput<ChargeRoute>['body'];

/** POST with an Idempotency-Key header, retried with the same key while the outcome is unknown. */
export async function postIdempotent(endpoint: ChargeEndpoint, body: ChargeBody, options: IdempotentOptions): Promise<ApiResponse<ChargeRoute>> {
  const delays = options.delaysMs ?? PAYMENT_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callApi(CHARGE_ROUTES[endpoint], { body }, {
        headers: { 'Idempotency-Key': options.key },
        timeout: PAYMENT_TIMEOUT_MS,
        // The page shows the refusal next to the Pay button (docs/product/checkout-and-payments.md#sending-a-payment).
        skipErrorToast: true,
      });
    } catch (error) {
      if (!retryable(error) || attempt >= delays.length) throw error;
      options.onRetry?.();
      await wait(delays[attempt]!);
    }
  }
}
