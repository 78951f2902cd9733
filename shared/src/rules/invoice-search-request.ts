import { ACCOUNT_TYPES, DOCUMENT_TYPE, PAYER_ALL_FILTER_TYPE, type AccountTypeId } from '../constants/domain';
import type { ErpSearchFilter, HeaderItem, InvoiceSearchRequest, UserAccountsResponse } from '../contracts';
import { EARLIEST_REQUEST_DATE, LATEST_REQUEST_DATE, toRequestDate } from '../format/dates';

/**
 * The invoice search's request of docs/product/invoices.md, built in one place for the invoices
 * remote and for the shell, which starts the invoice list's first search while the remote's code
 * is still on its way (docs/architecture/data-loading.md#first-rows): both must send the same bytes
 * for the remote to take that call over.
 */

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

export interface ScopeContext {
  account: HeaderItem | null;
  accountType: AccountTypeId;
  actingUserId: number;
  /** The sold-tos a Payer or PayerAll account may choose from (its DropDownItems). */
  soldToOptions: HeaderItem['DropDownItems'];
}

/**
 * The account type comes from the user's PrimaryAccountTypeId (docs/README.md). While staff
 * impersonate, the session's user is the staff member, so the impersonated account's own type
 * (AccountTypeId of the HeaderItem) stands in. A plain sold-to account (no DropDownItems) is
 * searched as SoldTo whatever the user's type, so a user with mixed accounts still sees it.
 */
export function scopeContextOf(account: HeaderItem | null, user: UserAccountsResponse | null, impersonatedUserId: number | null): ScopeContext {
  const declared = (impersonatedUserId ? account?.AccountTypeId : user?.PrimaryAccountTypeId) ?? account?.AccountTypeId;
  const soldToOptions = account?.DropDownItems ?? [];
  const plainSoldTo = account?.AccountTypeId === ACCOUNT_TYPES.SoldTo && soldToOptions.length === 0;
  const accountType = plainSoldTo || !declared ? ACCOUNT_TYPES.SoldTo : declared;
  return { account, accountType, actingUserId: impersonatedUserId ?? user?.UserId ?? 0, soldToOptions };
}

/** The scope over every sold-to of the account (detail look-ups, the search page, the list at first). */
export function scopeOf(context: ScopeContext, soldTos?: string[]): SearchScope | null {
  if (!context.account) return null;
  return {
    accountType: context.accountType,
    account: context.account,
    soldTos: soldTos ?? context.soldToOptions.map((s) => s.PrimaryAcct),
    actingUserId: context.actingUserId,
  };
}

/**
 * The invoice list's search. The list is where invoices are chosen to pay, so it asks for the
 * open items (status 01 Due: open invoices and credits, which the Status column calls Open and
 * Credit); cleared documents are the Statement search's business (status 02/03). docs/product/invoices.md gives
 * the status 01 search the bounds 01-01-1900 .. 01-01-9999; 'Due til' narrows the due date.
 * A payer with no sold-to chosen has nothing to list: null, and no call.
 */
export function openItemsSearchRequest(scope: SearchScope | null, dueTo: string = WIDEST_RANGE.to): InvoiceSearchRequest | null {
  if (!scope) return null;
  if (isPayerType(scope.accountType) && scope.soldTos.length === 0) return null;
  return buildSearchRequest(scope, {
    status: '01',
    date_from: WIDEST_RANGE.from,
    date_to: WIDEST_RANGE.to,
    due_date_from: WIDEST_RANGE.from,
    due_date_to: dueTo,
  });
}
