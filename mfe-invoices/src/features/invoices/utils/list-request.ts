import type { InvoiceSearchRequest } from 'shared';
import { isoToRequestDate } from '../../../lib/dates';
import { WIDEST_RANGE, buildSearchRequest, isPayerType, type SearchScope } from '../../../lib/search-request';
import { scopeOf, type ScopeContext } from '../../../lib/use-search-scope';
import type { DueFilterValue } from '../types';

/**
 * The invoice list's search. The list is where invoices are chosen to pay, so it asks for the
 * open items (status 01 Due: open invoices and credits, which the Status column calls Open and
 * Credit); cleared documents are the Statement search's business (status 02/03). docs/product/invoices.md gives
 * the status 01 search the bounds 01-01-1900 .. 01-01-9999; 'Due til' narrows the due date.
 * A payer with no sold-to chosen has nothing to list: null, and no call.
 */
export function listSearchRequest(scope: SearchScope | null, due: DueFilterValue): InvoiceSearchRequest | null {
  if (!scope) return null;
  if (isPayerType(scope.accountType) && scope.soldTos.length === 0) return null;
  const dueTo = due.mode === 'til' ? isoToRequestDate(due.date) || WIDEST_RANGE.to : WIDEST_RANGE.to;
  return buildSearchRequest(scope, {
    status: '01',
    date_from: WIDEST_RANGE.from,
    date_to: WIDEST_RANGE.to,
    due_date_from: WIDEST_RANGE.from,
    due_date_to: dueTo,
  });
}

/**
 * The search the list starts with for an account: every sold-to, every due date. The one a reload's
 * early script sends (the kept search) and the one a login sends as it lands on the list
 * (docs/architecture/data-loading.md): the list takes an early answer only for this very body.
 */
export const firstListSearch = (context: ScopeContext): InvoiceSearchRequest | null => listSearchRequest(scopeOf(context), { mode: 'all' });
