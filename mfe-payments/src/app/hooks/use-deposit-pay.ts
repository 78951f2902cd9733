import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES, validateDepositClick, type DepositFormValues } from 'shared';
import type { PayChoice } from '../../components/payment-panel/payment-panel';
import { useMakeDeposit } from '../../features/payments/api/make-deposit';
import { authorizeBeforePaying } from '../../features/payment-methods/utils/authorize-before-paying';
import type { PaymentSetup } from './use-payment-setup';

/**
 * The deposit's Pay click (docs/product/deposits.md): a valid form, a selected method, the CVV when required —
 * the shared validateDepositClick, the same the server runs — then the deposit.
 */
export function useDepositPay(form: UseFormReturn<DepositFormValues>, setup: PaymentSetup) {
  const makeDeposit = useMakeDeposit();
  const { account, rules, needsCvv, methods } = setup;
  return useCallback(
    async ({ method, cvv }: PayChoice): Promise<string | null> => {
      if (!account || !rules) return MESSAGES.configurationError;
      // Marks the form's own fields, so the customer sees where the problem is.
      await form.trigger();
      const deposit = form.getValues();
      const message = validateDepositClick({
        amount: deposit.amount_to_process,
        paymentMethod: method?.card.payment_card_type ?? null,
        cvv,
        cvvRequired: needsCvv(method),
        reasonCode: deposit.reason_code,
        comment: deposit.comment,
        reasonCodes: rules.depositReasonCodes,
      });
      if (message || !method) return message;
      const declined = await authorizeBeforePaying(account, method.card, needsCvv(method) ? cvv : null);
      if (declined) return declined;
      return makeDeposit({ account, card: method.card, cvv: needsCvv(method) ? cvv : null, address: methods.address, deposit });
    },
    [account, rules, needsCvv, methods.address, form, makeDeposit],
  );
}
