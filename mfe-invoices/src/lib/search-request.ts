import {
  ACCOUNT_TYPES,
  DOCUMENT_TYPE,
  EARLIEST_REQUEST_DATE,
  LATEST_REQUEST_DATE,
  PAYER_ALL_FILTER_TYPE,
  toRequestDate,
  type AccountTypeId,
  type ErpSearchFilter,
  type HeaderItem,
  type InvoiceSearchRequest,
} from 'shared';

/** Who a search is for: the selected primary account, seen through the user's account type. */
export interface SearchScope {
  accountType: AccountTypeId;
  account: Pick<HeaderItem, 'PrimaryAcct' | 'CompanyCode'>;
  /** Payer and PayerAll: the chosen sold-to numbers; ignored for SoldTo. */
  soldTos: string[];
  /** The acting user: the impersonated user while impersonating, else the user (docs/product/users-and-admin.md#permissions). */
  actingUserId: number;
}

type SearchParameters = InvoiceSearchRequest['search_parameters'];
export type SearchOptions = Partial<Omit<SearchParameters, 'document_type'>>;

export const isPayerType = (accountType: AccountTypeId): boolean => accountType !== ACCOUNT_TYPES.SoldTo;

/**
 * The search request of docs/product/invoices.md for one scope:
 * - payer_data is always the selected primary account with its company code;
 * - SoldTo: soldto_data null, the account's own documents;
 * - Payer: soldto_data lists the chosen sold-tos, so the list is filtered to them (docs/product/users-and-admin.md#permissions);
 * - PayerAll: the same, plus filter 90 with the acting user's id (the impersonated one when
 *   impersonating), which lets the server apply that user's exclusion list.
 * Dates default to 01-01-1900 .. today (docs/product/invoices.md).
 */
export function buildSearchRequest(scope: SearchScope, options: SearchOptions = {}, today = new Date()): InvoiceSearchRequest {
  const payer = isPayerType(scope.accountType);
  const filter: ErpSearchFilter[] = [...(options.filter ?? [])];
  if (scope.accountType === ACCOUNT_TYPES.PayerAll) {
    filter.push({ filter_type: PAYER_ALL_FILTER_TYPE, value: String(scope.actingUserId) });
  }
  return {
    payer_data: { customer_number: scope.account.PrimaryAcct, company_code: scope.account.CompanyCode },
    soldto_data: payer ? { customer_number: '', accounts: [...scope.soldTos] } : null,
    search_parameters: {
      document_type: DOCUMENT_TYPE,
      status: options.status ?? '03',
      date_from: options.date_from ?? EARLIEST_REQUEST_DATE,
      date_to: options.date_to ?? toRequestDate(today),
      due_date_from: options.due_date_from ?? EARLIEST_REQUEST_DATE,
      due_date_to: options.due_date_to ?? toRequestDate(today),
      currency_key: options.currency_key ?? '',
      filter,
    },
  };
}

/** docs/product/invoices.md: the status 01 (due) search runs from 01-01-1900 to 01-01-9999. */
export const WIDEST_RANGE = { from: EARLIEST_REQUEST_DATE, to: LATEST_REQUEST_DATE } as const;
