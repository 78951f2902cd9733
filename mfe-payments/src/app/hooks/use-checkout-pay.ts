import { useCallback, useMemo } from 'react';
import { MESSAGES, stripLeadingZeros, toCents, totalCents, type SelectedInvoice } from 'shared';
import { validatePayAmount, validatePayClick } from 'shared/payments';
import type { PayChoice } from '../../components/payment-panel/payment-panel';
import type { PaymentReview } from '../../components/payment-panel/review-dialog';
import { LABELS } from '../../config/labels';
import { useMakePayment } from '../../features/payments/api/make-payment';
import type { ChargePhase } from '../../types/charge-phase';
import type { PaymentRules } from '../../types/payment-rules';
import { authorizeBeforePaying } from '../../features/payment-methods/utils/authorize-before-paying';
import type { PaymentSetup } from './use-payment-setup';

/** An amount the row already refuses ('Only numeric values allowed', ...) is never sent. */
function firstAmountError(invoices: readonly SelectedInvoice[], rules: PaymentRules): string | null {
  for (const { amount, document } of invoices) {
    const message = validatePayAmount({
      amount,
      openAmount: document.open_amount,
      currency: document.currency_key,
      partialAllowed: rules.partialAllowed,
      overpaymentAllowed: rules.overpaymentAllowed,
    });
    if (message) return message;
  }
  return null;
}

/** The review's lines: each invoice with the amount it is paid. Read once, when the review opens. */
function reviewOf(invoices: readonly SelectedInvoice[]): PaymentReview {
  const lines = invoices.map(({ key, amount, document: d }) => ({
    key,
    label: stripLeadingZeros(d.billing_document_number || d.document_number_finance),
    cents: toCents(amount),
  }));
  // The sum of exactly what is sent, once, when the review opens.
  return { totalCents: totalCents(lines.map((l) => l.cents)), heading: LABELS.reviewInvoices(invoices.length), lines };
}

/**
 * The checkout's Pay click: docs/product/checkout-and-payments.md#pay-click-checks in its order (shared validatePayClick, the same
 * the server runs), then the rows' own amount rules; then the review; then the payment.
 */
export function useCheckoutPay(invoices: readonly SelectedInvoice[], setup: PaymentSetup) {
  const makePayment = useMakePayment();
  const { account, rules, needsCvv, methods } = setup;
  const check = useCallback(
    ({ method, cvv }: PayChoice): string | null => {
      if (!account || !rules) return MESSAGES.configurationError;
      return (
        validatePayClick({
          paymentMethod: method?.card.payment_card_type ?? null,
          cvv,
          cvvRequired: needsCvv(method),
          overpaymentAllowed: rules.overpaymentAllowed,
          reasonsRequired: rules.reasonsRequired,
          reasonCodes: rules.openReasonCodes,
          rows: invoices.map((i) => ({ amount: i.amount, openAmount: i.document.open_amount, reasonCode: i.reason, comment: i.comment })),
        }) ?? firstAmountError(invoices, rules)
      );
    },
    [account, rules, needsCvv, invoices],
  );
  const pay = useCallback(
    async ({ method, cvv }: PayChoice, onPhase: (phase: ChargePhase) => void): Promise<string | null> => {
      // Checked again: nothing is charged that the checks would refuse now.
      const message = check({ method, cvv });
      if (message || !method || !account || !rules) return message ?? MESSAGES.configurationError;
      onPhase('paying');
      const declined = await authorizeBeforePaying(account, method.card, needsCvv(method) ? cvv : null);
      if (declined) return declined;
      return makePayment(
        {
          account,
          card: method.card,
          cvv: needsCvv(method) ? cvv : null,
          address: methods.address,
          invoices,
          reasonCodes: rules.openReasonCodes,
        },
        onPhase,
      );
    },
    [check, account, rules, needsCvv, methods.address, invoices, makePayment],
  );
  const review = useCallback(() => reviewOf(invoices), [invoices]);
  return useMemo(() => ({ check, pay, review }), [check, pay, review]);
}
