import { useCallback } from 'react';
import { useNavigate } from 'shared/router';
import { useSessionStore, type PaymentResponse } from 'shared';
import { PATHS } from '../../../config/paths';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { postIdempotent, type ChargeBody, type ChargeEndpoint } from '../../../lib/idempotent-post';
import { outcomeOfError, settleCharge, stillOpenText } from '../../../lib/settle-charge';
import type { ChargePhase } from '../../../types/charge-phase';
import type { PaymentSummary } from '../types/last-payment';
import { useLastPaymentStore } from '../stores/last-payment';

/** A payment or a deposit: where it goes, the body an order becomes, and what the status page shows of it. */
export interface Charge<O, B extends ChargeBody> {
  /** Also the name of its endpoint (shared/src/domain/endpoints/billing.ts). */
  kind: ChargeEndpoint;
  build: (order: O) => B;
  summarize: (body: B) => PaymentSummary;
}

/** The staff member's name while they act for a customer, else undefined. */
function staffActingFor(): string | undefined {
  const { user, impersonatedUserId } = useSessionStore.getState();
  if (impersonatedUserId === null || !user) return undefined;
  return `${user.FirstName} ${user.LastName}`.trim() || user.Login;
}

/**
 * One Pay click: a new Idempotency-Key, the call (retried with that key only), then the status
 * page with the answer. When the answer is lost or proves nothing, the same request is asked again
 * with the same key until it is known whether the customer was charged
 * (docs/architecture/payments.md#the-page). Resolves to the message to show by the Pay button, or
 * null when it went. Pass a module constant: a new object each render would make a new callback each render.
 */
export function useCharge<O, B extends ChargeBody>({ kind, build, summarize }: Charge<O, B>) {
  const navigate = useNavigate();
  const record = useLastPaymentStore((s) => s.record);
  return useCallback(
    async (order: O, onPhase?: (phase: ChargePhase) => void): Promise<string | null> => {
      const body = build(order);
      const id = newIdempotencyKey();
      const show = (response: PaymentResponse, checked: boolean) => {
        record({ id, kind, response, ...summarize(body), selectionCompleted: false, checked, paidBy: staffActingFor() });
        navigate(PATHS.paymentStatus);
        return null;
      };
      onPhase?.('paying');
      let retried = false;
      const onRetry = () => {
        retried = true;
        onPhase?.('checking');
      };
      try {
        return show(await postIdempotent(kind, body, { key: id, onRetry }), retried);
      } catch (error) {
        const known = outcomeOfError(error);
        if (known.kind === 'not_charged') return known.message;
        onPhase?.('checking');
        const settled = await settleCharge(kind, body, id);
        if (settled.kind === 'charged') return show(settled.response, true);
        if (settled.kind === 'not_charged') return settled.message;
        return stillOpenText(settled.error ?? error);
      }
    },
    [kind, build, summarize, navigate, record],
  );
}
