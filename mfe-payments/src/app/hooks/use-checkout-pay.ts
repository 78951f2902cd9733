import { useCallback } from 'react';
import { MESSAGES, validatePayAmount, validatePayClick, type SelectedInvoice } from 'shared';
import type { PayChoice } from '../../components/payment-panel/payment-panel';
import { useMakePayment } from '../../features/payments/api/make-payment';
import type { PaymentRules } from '../../types/payment-rules';
import { authorizeBeforePaying } from '../../features/payment-methods/utils/authorize-before-paying';
import type { PaymentSetup } from './use-payment-setup';

/** An amount the row already refuses ('Only numeric values allowed', ...) is never sent. */
function firstAmountError(invoices: readonly SelectedInvoice[], rules: PaymentRules): string | null {
  for (const { amount, document } of invoices) {
    const message = validatePayAmount({
      amount,
      openAmount: document.open_amount,
      partialAllowed: rules.partialAllowed,
      overpaymentAllowed: rules.overpaymentAllowed,
    });
    if (message) return message;
  }
  return null;
}

/**
 * The checkout's Pay click: docs/product/checkout-and-payments.md#pay-click-checks in its order (shared validatePayClick, the same
 * the server runs), then the rows' own amount rules, then the payment.
 */
export function useCheckoutPay(invoices: readonly SelectedInvoice[], setup: PaymentSetup) {
  const makePayment = useMakePayment();
  const { account, rules, needsCvv, methods } = setup;
  return useCallback(
    async ({ method, cvv }: PayChoice): Promise<string | null> => {
      if (!account || !rules) return MESSAGES.configurationError;
      const message =
        validatePayClick({
          paymentMethod: method?.card.payment_card_type ?? null,
          cvv,
          cvvRequired: needsCvv(method),
          overpaymentAllowed: rules.overpaymentAllowed,
          reasonsRequired: rules.reasonsRequired,
          reasonCodes: rules.openReasonCodes,
          rows: invoices.map((i) => ({ amount: i.amount, openAmount: i.document.open_amount, reasonCode: i.reason, comment: i.comment })),
        }) ?? firstAmountError(invoices, rules);
      if (message || !method) return message;
      const declined = await authorizeBeforePaying(account, method.card, needsCvv(method) ? cvv : null);
      if (declined) return declined;
      return makePayment({
        account,
        card: method.card,
        cvv: needsCvv(method) ? cvv : null,
        address: methods.address,
        invoices,
        reasonCodes: rules.openReasonCodes,
      });
    },
    [account, rules, needsCvv, methods.address, invoices, makePayment],
  );
}
