/** The statement search's options (docs/product/invoices.md), without yup: the schema is schemas/invoice-search.ts. */
/** docs/product/invoices.md#filter-options: invoice status codes 03 All, 01 Due, 02 Complete. */
export const SEARCH_STATUS = { all: '03', due: '01', complete: '02' } as const;
export type SearchStatus = (typeof SEARCH_STATUS)[keyof typeof SEARCH_STATUS];

/** docs/product/invoices.md period options, in days back from today; -1 is the custom date range. */
export const SEARCH_PERIODS = ['0', '1', '7', '30', '365', '-1'] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];
export const CUSTOM_PERIOD: SearchPeriod = '-1';

/** docs/product/invoices.md characteristic 01: Invoice Number ('' is no characteristic). */
export const INVOICE_NUMBER_CHARACTERISTIC = '01';
