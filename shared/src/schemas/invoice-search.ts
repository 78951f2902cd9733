import { object, string, type InferType } from 'yup';
import { VALIDATION } from '../constants/validation';

/** Spec §3 'Filter options': invoice status codes 03 All, 01 Due, 02 Complete. */
export const SEARCH_STATUS = { all: '03', due: '01', complete: '02' } as const;
export type SearchStatus = (typeof SEARCH_STATUS)[keyof typeof SEARCH_STATUS];

/** Spec §3 period options, in days back from today; -1 is the custom date range. */
export const SEARCH_PERIODS = ['0', '1', '7', '30', '365', '-1'] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];
export const CUSTOM_PERIOD: SearchPeriod = '-1';

/** Spec §3 characteristic 01: Invoice Number ('' is no characteristic). */
export const INVOICE_NUMBER_CHARACTERISTIC = '01';

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * Spec §5 'Invoice search'. Dates are whatever the date fields hold (the schema only asks that
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
  period: string<SearchPeriod>().oneOf(SEARCH_PERIODS).required().default('30'),
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
