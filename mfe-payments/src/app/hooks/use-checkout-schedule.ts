import { useCallback, useMemo } from 'react';
import { useNavigate } from 'shared/router';
import { callApi, errorMessage, MESSAGES, type SelectedInvoice } from 'shared';
import { earliestDueDay, SCHEDULE_DATE_TEXTS } from 'shared/payments';
import type { PayChoice } from '../../components/payment-panel/payment-panel';
import type { ScheduleDate } from '../../components/schedule-date-field';
import { PATHS } from '../../config/paths';
import { SCHEDULED_LABELS } from '../../config/scheduled-labels';
import { buildPaymentRequest } from '../../features/payments/api/make-payment';
import type { PaymentMethodOption } from '../../types/payment-method';
import type { PaymentSetup } from './use-payment-setup';

/**
 * Checkout's "Pay on <date>" (docs/product/scheduled-payments.md): the same request as paying now,
 * without a CVV (never kept), with the day; a saved method only, and no card where the company
 * needs a CVV for each card payment. Scheduled, the page goes to the history, where it is listed.
 */
export function useCheckoutSchedule(
  invoices: readonly SelectedInvoice[],
  setup: PaymentSetup,
  check: (choice: PayChoice) => string | null,
) {
  const navigate = useNavigate();
  const { account, rules, needsCvv, methods } = setup;
  const earliestDue = useMemo(() => earliestDueDay(invoices.map((i) => i.document.due_date)), [invoices]);
  const unavailable = useCallback(
    (method: PaymentMethodOption | null): string | null => {
      if (!method) return null;
      if (method.card.is_session) return SCHEDULED_LABELS.onlySaved;
      return needsCvv(method) ? SCHEDULE_DATE_TEXTS.cvvNeeded : null;
    },
    [needsCvv],
  );
  const onSchedule = useCallback(
    async ({ method }: PayChoice, when: ScheduleDate): Promise<string | null> => {
      const message = check({ method, cvv: '' });
      if (message || !method || !account || !rules) return message ?? MESSAGES.configurationError;
      const body = {
        ...buildPaymentRequest({ account, card: method.card, cvv: null, address: methods.address, invoices, reasonCodes: rules.openReasonCodes }),
        scheduled_date: when.day,
        confirmLateDate: when.confirmLate,
      };
      try {
        await callApi('POST /payments/scheduled', { body }, { skipErrorToast: true });
      } catch (error) {
        return errorMessage(error, MESSAGES.paymentError);
      }
      navigate(PATHS.paymentHistory);
      return null;
    },
    [check, account, rules, methods.address, invoices, navigate],
  );
  return useMemo(() => ({ earliestDue, unavailable, onSchedule }), [earliestDue, unavailable, onSchedule]);
}
