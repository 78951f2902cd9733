import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import { CUSTOM_PERIOD, INVOICE_NUMBER_CHARACTERISTIC, SEARCH_PERIODS, SEARCH_STATUS, type SearchPeriod, type SearchStatus } from '../rules/invoice-search-options';

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * docs/product/invoices.md#statement-search. Dates are whatever the date fields hold (the schema only asks that
 * both ends of a shown range are filled); the page turns them into MM-DD-YYYY for the request.
 * Each end of a range carries the message, so a page can show it once beside the pair.
 */
export const invoiceSearchSchema = object({
  status: string<SearchStatus>().oneOf(Object.values(SEARCH_STATUS)).required().default(SEARCH_STATUS.all),
  // 'Due dates required.': status 01 without both due dates.
  dueDateFrom: string()
    .default('')
    .when('status', { is: SEARCH_STATUS.due, then: (s) => s.test('due', VALIDATION.search.dueDates, (v) => !blank(v)) }),
  dueDateTo: string()
    .default('')
    .when('status', { is: SEARCH_STATUS.due, then: (s) => s.test('due', VALIDATION.search.dueDates, (v) => !blank(v)) }),
  period: string<SearchPeriod>()
    .oneOf(SEARCH_PERIODS)
    .required()
    .default(String(LIMITS.defaultSearchPeriodDays) as SearchPeriod),
  // 'Document dates required.': the custom period without both dates (the period is hidden for status 01).
  dateFrom: string()
    .default('')
    .test('document', VALIDATION.search.documentDates, function documentFrom(v) {
      return !customPeriod(this.parent) || !blank(v);
    }),
  dateTo: string()
    .default('')
    .test('document', VALIDATION.search.documentDates, function documentTo(v) {
      return !customPeriod(this.parent) || !blank(v);
    }),
  characteristic: string().oneOf(['', INVOICE_NUMBER_CHARACTERISTIC]).default(''),
  // 'Characteristics value required.': a characteristic chosen without a value.
  characteristicValue: string()
    .default('')
    .test('characteristic', VALIDATION.search.characteristic, function characteristicValue(v) {
      return blank(this.parent.characteristic) || !blank(v);
    }),
});

function customPeriod(parent: { status?: string; period?: string }): boolean {
  return parent.status !== SEARCH_STATUS.due && parent.period === CUSTOM_PERIOD;
}

export type InvoiceSearchForm = InferType<typeof invoiceSearchSchema>;
