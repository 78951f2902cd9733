import type { ErpDocument, ErpSearchFilter, ErpStatus } from 'shared/server';
import { printedDate, readErpDate, unpadded } from '../lib/erp-values';
import type { CustomerRecord } from './data/customers';
import { arrearsOn } from './data/dates';
import type { ErpStore } from './store';

/** The search request as the route accepts it (the sandbox is lenient about optional parts). */
export interface SearchInput {
  payer_data: { customer_number: string; company_code: string };
  soldto_data?: { customer_number?: string; accounts?: string[] } | null;
  search_parameters: {
    status: '01' | '02' | '03';
    date_from?: string;
    date_to?: string;
    due_date_from?: string;
    due_date_to?: string;
    currency_key?: string;
    filter?: ErpSearchFilter[];
  };
}

export interface SearchOutcome {
  status: ErpStatus;
  documents: ErpDocument[];
  customer?: CustomerRecord;
  /** Why an E answer failed: an unknown customer or a malformed request. */
  failure?: 'not_found' | 'bad_request';
}

export const INVOICE_NUMBER_FILTER = '01';

const error = (message_line_string: string, failure: SearchOutcome['failure']): SearchOutcome => ({
  status: { message_type: 'E', message_line_string },
  documents: [],
  failure,
});

/** MM-DD-YYYY as YYYYMMDD, so dates compare as strings without building Date objects. */
const sortKey = (date: string) => `${date.slice(6, 10)}${date.slice(0, 2)}${date.slice(3, 5)}`;

type Bound = { ok: true; key: string | null } | { ok: false; value: string };

function bound(value: string | undefined): Bound {
  if (value === undefined || value.trim() === '') return { ok: true, key: null };
  return readErpDate(value) ? { ok: true, key: sortKey(value.trim().replace(/\//g, '-')) } : { ok: false, value };
}

const within = (key: string, from: string | null, to: string | null) =>
  (from === null || key >= from) && (to === null || key <= to);

/** Which sold-tos the search covers (docs/product/invoices.md search request, docs/product/users-and-admin.md#permissions account types). */
function soldTosFor(store: ErpStore, customer: CustomerRecord, input: SearchInput): CustomerRecord[] {
  // A sold-to in payer_data means that sold-to's own documents.
  if (customer.kind !== 'payer') return [customer];
  const all = store.soldTosOf(customer);
  // Filter 90 (PayerAll) asks for every sold-to of the payer; its value (a user id) is
  // not the ERP's business. An explicit sold-to list still narrows it, so the API server
  // can apply a PayerAll user's exclusion list.
  const sold = input.soldto_data;
  const wanted = sold ? [sold.customer_number ?? '', ...(sold.accounts ?? [])] : [];
  const limit = new Set(wanted.map((n) => unpadded(n.trim())).filter((n) => n !== ''));
  return limit.size === 0 ? all : all.filter((c) => limit.has(c.customer_number));
}

/**
 * Runs an invoice search: status 03 all, 01 due (open, due date in the due
 * range), 02 complete (cleared); document dates within date_from..date_to;
 * filter '01' matches billing numbers without leading zeros. currency_key is
 * accepted but not used: every customer bills in exactly one currency.
 */
export function searchDocuments(store: ErpStore, input: SearchInput): SearchOutcome {
  const number = input.payer_data.customer_number.trim();
  const customer = store.customer(number);
  if (!customer) return error(`Customer ${unpadded(number)} not found`, 'not_found');
  const companyCode = input.payer_data.company_code.trim();
  if (companyCode !== '' && companyCode !== customer.company_code) {
    return error(`Customer ${customer.customer_number} not found in company code ${companyCode}`, 'not_found');
  }
  const p = input.search_parameters;
  const bounds = [p.date_from, p.date_to, p.due_date_from, p.due_date_to].map(bound);
  const bad = bounds.find((b) => !b.ok);
  if (bad && !bad.ok) return error(`Invalid date ${bad.value}, expected MM-DD-YYYY`, 'bad_request');
  const [from, to, dueFrom, dueTo] = bounds.map((b) => (b.ok ? b.key : null)) as (string | null)[];
  const filters = p.filter ?? [];
  const invoiceNumbers = new Set(
    filters
      .filter((f) => f.filter_type === INVOICE_NUMBER_FILTER)
      .map((f) => unpadded(f.value.trim()))
      .filter((v) => v !== ''),
  );

  const today = store.today();
  const found: ErpDocument[] = [];
  for (const soldTo of soldTosFor(store, customer, input)) {
    for (const doc of store.documentsOf(soldTo)) {
      if (p.status === '02' && doc.open_amount !== 0) continue;
      if (p.status === '01' && doc.open_amount === 0) continue;
      if (!within(sortKey(doc.document_date), from ?? null, to ?? null)) continue;
      if (!within(sortKey(doc.due_date), dueFrom ?? null, dueTo ?? null)) continue;
      if (invoiceNumbers.size > 0 && !invoiceNumbers.has(unpadded(doc.billing_document_number))) {
        continue;
      }
      found.push({ ...doc, days_in_arrears: arrearsOn(doc.due_date, doc.open_amount, today) });
    }
  }
  // Newest first, the way the ERP lists them; the page sorts again as it likes.
  found.sort(
    (a, b) =>
      sortKey(b.document_date).localeCompare(sortKey(a.document_date)) ||
      b.billing_document_number.localeCompare(a.billing_document_number),
  );
  if (found.length === 0) {
    return { status: { message_type: 'W', message_line_string: 'No documents found' }, documents: [], customer };
  }
  const message_line_string = `${found.length} document${found.length === 1 ? '' : 's'} found`;
  return { status: { message_type: 'S', message_line_string }, documents: found, customer };
}

const STATUS_LABELS: Record<SearchInput['search_parameters']['status'], string> = {
  '01': 'Due',
  '02': 'Complete',
  '03': 'All',
};

/** One line describing a search, printed on the statement. */
export function describeSearch(input: SearchInput): string {
  const p = input.search_parameters;
  const range = (from?: string, to?: string) =>
    `${printedDate(from) || 'any'} to ${printedDate(to) || 'any'}`;
  const parts = [`Status: ${STATUS_LABELS[p.status]}`, `document dates ${range(p.date_from, p.date_to)}`];
  if (p.status === '01') parts.push(`due dates ${range(p.due_date_from, p.due_date_to)}`);
  const numbers = (p.filter ?? []).filter((f) => f.filter_type === INVOICE_NUMBER_FILTER).map((f) => f.value);
  if (numbers.length > 0) parts.push(`invoice ${numbers.join(', ')}`);
  return parts.join('; ');
}
