import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentResponse } from 'shared';
import { PATHS } from '../../../config/paths';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { paymentErrorMessage } from '../../../lib/payment-error';
import type { PaymentSummary } from '../types/last-payment';
import { useLastPaymentStore } from '../stores/last-payment';

export type SendPayment = (idempotencyKey: string) => Promise<PaymentResponse>;

/**
 * One Pay click: a new Idempotency-Key, the call (retried with that key only), then the status
 * page with the answer. Resolves to the message to show by the Pay button, or null when it went.
 */
export function usePaymentSubmit() {
  const navigate = useNavigate();
  const record = useLastPaymentStore((s) => s.record);
  return useCallback(
    async (kind: 'payment' | 'deposit', send: SendPayment, summary: PaymentSummary): Promise<string | null> => {
      const id = newIdempotencyKey();
      try {
        const response = await send(id);
        record({ id, kind, response, ...summary, selectionCompleted: false });
        navigate(PATHS.paymentStatus);
        return null;
      } catch (error) {
        return paymentErrorMessage(error);
      }
    },
    [navigate, record],
  );
}
