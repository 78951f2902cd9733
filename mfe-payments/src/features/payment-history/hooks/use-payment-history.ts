import { useApi } from 'shared';
import { PAYMENT_HISTORY_DEFAULT_LIMIT } from 'shared/payments';
import { queryOf, type HistoryFilter } from '../types/history-filter';

/**
 * One page of the history for the filter, after `cursor` (the server pages by keyset: a cursor
 * is the last line of the page before). Loaded again when a payment makes it stale.
 */
export function usePaymentHistory(filter: HistoryFilter, cursor: string | undefined) {
  return useApi('GET /payments/history', {
    query: { ...queryOf(filter), Limit: PAYMENT_HISTORY_DEFAULT_LIMIT, ...(cursor ? { Cursor: cursor } : {}) },
  }, { config: { skipErrorToast: true } });
}

/** The receipt of one charge. */
export function usePaymentReceipt(paymentId: string) {
  return useApi('GET /payments/history/:paymentId', { params: { paymentId } }, { config: { skipErrorToast: true } });
}
