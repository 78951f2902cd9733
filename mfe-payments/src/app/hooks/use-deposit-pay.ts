import { useCallback, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES, parseCents, type DepositFormValues } from 'shared';
import { validateDepositClick } from 'shared/payments';
import type { PayChoice } from '../../components/payment-panel/payment-panel';
import type { PaymentReview } from '../../components/payment-panel/review-dialog';
import { LABELS } from '../../config/labels';
import { useMakeDeposit } from '../../features/payments/api/make-deposit';
import type { ChargePhase } from '../../types/charge-phase';
import { authorizeBeforePaying } from '../../features/payment-methods/utils/authorize-before-paying';
import type { PaymentSetup } from './use-payment-setup';

/**
 * The deposit's Pay click (docs/product/deposits.md): a valid form, a selected method, the CVV when required —
 * the shared validateDepositClick, the same the server runs — then the review, then the deposit.
 */
export function useDepositPay(form: UseFormReturn<DepositFormValues>, setup: PaymentSetup) {
  const makeDeposit = useMakeDeposit();
  const { account, rules, needsCvv, methods } = setup;
  const check = useCallback(
    ({ method, cvv }: PayChoice, clicked = false): string | null => {
      if (!account || !rules) return MESSAGES.configurationError;
      // Marks the form's own fields, so the customer sees where the problem is.
      if (clicked) void form.trigger();
      const deposit = form.getValues();
      return validateDepositClick({
        amount: deposit.amount_to_process,
        paymentMethod: method?.card.payment_card_type ?? null,
        cvv,
        cvvRequired: needsCvv(method),
        reasonCode: deposit.reason_code,
        comment: deposit.comment,
        reasonCodes: rules.depositReasonCodes,
      });
    },
    [account, rules, needsCvv, form],
  );
  const review = useCallback((): PaymentReview => {
    const deposit = form.getValues();
    const parsed = parseCents(deposit.amount_to_process);
    const cents = parsed.ok ? parsed.cents : 0;
    const reference = deposit.reference_number.trim();
    return {
      totalCents: cents,
      heading: LABELS.reviewDeposit,
      lines: [{ key: 'deposit', label: reference ? `${LABELS.reviewDeposit} ${reference}` : LABELS.reviewDeposit, cents }],
    };
  }, [form]);
  const pay = useCallback(
    async ({ method, cvv }: PayChoice, onPhase: (phase: ChargePhase) => void): Promise<string | null> => {
      const message = check({ method, cvv });
      if (message || !method || !account) return message ?? MESSAGES.configurationError;
      onPhase('paying');
      const declined = await authorizeBeforePaying(account, method.card, needsCvv(method) ? cvv : null);
      if (declined) return declined;
      const deposit = form.getValues();
      return makeDeposit({ account, card: method.card, cvv: needsCvv(method) ? cvv : null, address: methods.address, deposit }, onPhase);
    },
    [check, account, needsCvv, methods.address, form, makeDeposit],
  );
  return useMemo(() => ({ check, pay, review }), [check, pay, review]);
}
