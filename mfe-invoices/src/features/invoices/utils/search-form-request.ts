import { CUSTOM_PERIOD, SEARCH_STATUS, toRequestDate, type ErpSearchFilter, type InvoiceSearchForm } from 'shared';
import { addDays, isoToRequestDate, parseIsoDate, toIsoDate } from '../../../lib/dates';
import { WIDEST_RANGE, type SearchOptions } from '../../../lib/search-request';

/** docs/product/constants.md: the search's date pickers allow 365 days back to 365 days ahead. */
export function pickerBounds(today: Date, days: number): { min: string; max: string } {
  return { min: toIsoDate(addDays(today, -days)), max: toIsoDate(addDays(today, days)) };
}

/** Two YYYY-MM-DD ends as MM-DD-YYYY, earliest first, so a reversed range still finds something. */
function range(a: string, b: string): [string, string] {
  const [from, to] = [parseIsoDate(a), parseIsoDate(b)];
  const ordered = from && to && from > to ? [b, a] : [a, b];
  return [isoToRequestDate(ordered[0]!), isoToRequestDate(ordered[1]!)];
}

/**
 * The Statement form as search parameters (docs/product/invoices.md Search):
 * - status 01 searches its due range, with document dates 01-01-1900 .. 01-01-9999 (docs/product/invoices.md);
 * - the other statuses search document dates of the period (n days back to today, or the
 *   custom From range) and leave the due date unbounded: an 'All' search of the last 30 days
 *   must also find the invoices that fall due next month;
 * - characteristic 01 adds the invoice number filter.
 */
export function searchFormOptions(form: InvoiceSearchForm, today = new Date()): SearchOptions {
  const value = form.characteristicValue.trim();
  const filter: ErpSearchFilter[] = form.characteristic && value ? [{ filter_type: form.characteristic, value }] : [];
  if (form.status === SEARCH_STATUS.due) {
    const [dueFrom, dueTo] = range(form.dueDateFrom, form.dueDateTo);
    return {
      status: form.status,
      date_from: WIDEST_RANGE.from,
      date_to: WIDEST_RANGE.to,
      due_date_from: dueFrom,
      due_date_to: dueTo,
      filter,
    };
  }
  const [from, to] =
    form.period === CUSTOM_PERIOD
      ? range(form.dateFrom, form.dateTo)
      : [toRequestDate(addDays(today, -Number(form.period))), toRequestDate(today)];
  return {
    status: form.status,
    date_from: from,
    date_to: to,
    due_date_from: WIDEST_RANGE.from,
    due_date_to: WIDEST_RANGE.to,
    filter,
  };
}
