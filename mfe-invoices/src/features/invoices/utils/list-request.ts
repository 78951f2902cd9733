import { openItemsSearchRequest, type InvoiceSearchRequest } from 'shared';
import { isoToRequestDate } from '../../../lib/dates';
import { WIDEST_RANGE, type SearchScope } from '../../../lib/search-request';
import type { DueFilterValue } from '../types';

/**
 * The invoice list's search (shared's openItemsSearchRequest, which the shell also sends first):
 * 'Due til' narrows the due date; null when there is nothing to list.
 */
export function listSearchRequest(scope: SearchScope | null, due: DueFilterValue): InvoiceSearchRequest | null {
  const dueTo = due.mode === 'til' ? isoToRequestDate(due.date) || WIDEST_RANGE.to : WIDEST_RANGE.to;
  return openItemsSearchRequest(scope, dueTo);
}
