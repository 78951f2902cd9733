import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';

/** docs/product/invoices.md#filter-options: invoice status codes 03 All, 01 Due, 02 Complete. */
export const SEARCH_STATUS = { all: '03', due: '01', complete: '02' } as const;
export type SearchStatus = (typeof SEARCH_STATUS)[keyof typeof SEARCH_STATUS];

/** docs/product/invoices.md period options, in days back from today; -1 is the custom date range. */
export const SEARCH_PERIODS = ['0', '1', '7', '30', '365', '-1'] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];
export const CUSTOM_PERIOD: SearchPeriod = '-1';

/** docs/product/invoices.md characteristic 01: Invoice Number ('' is no characteristic). */
export const INVOICE_NUMBER_CHARACTERISTIC = '01';

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
