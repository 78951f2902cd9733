import type { PaymentHistoryStatus } from 'shared/payments';

/** The filters as the page holds them: '' for "any". Dates are YYYY-MM-DD (the date inputs' value). */
export interface HistoryFilter {
  from: string;
  to: string;
  account: string;
  status: PaymentHistoryStatus | '';
}

export const NO_FILTER: HistoryFilter = { from: '', to: '', account: '', status: '' };

/** The filter as the API's query: only what is set. */
export function queryOf(filter: HistoryFilter) {
  return {
    ...(filter.from ? { From: filter.from } : {}),
    ...(filter.to ? { To: filter.to } : {}),
    ...(filter.account ? { Account: filter.account } : {}),
    ...(filter.status ? { Status: filter.status } : {}),
  };
}
