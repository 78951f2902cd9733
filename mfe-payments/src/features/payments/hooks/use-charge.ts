import { useCallback } from 'react';
import { useNavigate } from 'shared/router';
import type { PaymentResponse } from 'shared';
import { PATHS } from '../../../config/paths';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { postIdempotent } from '../../../lib/idempotent-post';
import { paymentErrorMessage } from '../../../lib/payment-error';
import type { PaymentSummary } from '../types/last-payment';
import { useLastPaymentStore } from '../stores/last-payment';

/** A payment or a deposit: where it goes, the body an order becomes, and what the status page shows of it. */
export interface Charge<O, B> {
  kind: 'payment' | 'deposit';
  url: string;
  build: (order: O) => B;
  summarize: (body: B) => PaymentSummary;
}

/**
 * One Pay click: a new Idempotency-Key, the call (retried with that key only), then the status
 * page with the answer. Resolves to the message to show by the Pay button, or null when it went.
 * Pass a module constant: a new object each render would make a new callback each render.
 */
export function useCharge<O, B>({ kind, url, build, summarize }: Charge<O, B>) {
  const navigate = useNavigate();
  const record = useLastPaymentStore((s) => s.record);
  return useCallback(
    async (order: O): Promise<string | null> => {
      const body = build(order);
      const id = newIdempotencyKey();
      try {
        const response = await postIdempotent<PaymentResponse>(url, body, { key: id });
        record({ id, kind, response, ...summarize(body), selectionCompleted: false });
        navigate(PATHS.paymentStatus);
        return null;
      } catch (error) {
        return paymentErrorMessage(error);
      }
    },
    [kind, url, build, summarize, navigate, record],
  );
}
