import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_TYPE,
  billingNumberOfKey,
  ERP_ENDPOINTS,
  erpOutcome,
  invoiceLookupRequest,
  lineKeyOf,
  MESSAGES,
  PAYER_ALL_FILTER_TYPE,
  stripLeadingZeros,
  type ErpDocument,
  type ErpSearchRequest,
  type ErpSearchResponse,
  type InvoiceSearchBody,
} from 'shared/server';
import { API_TEXTS, forbidden } from '../../errors';
import { canReach, documentAllowed, searchRoots, type AccountAccess } from '../access/account-access';
import { usableAnswer } from '../erp/erp-call';

/** Invoice numbers per ownership search; longer lists are asked in several searches. */
const NUMBERS_PER_SEARCH = 200;

const strip = (value: string | undefined | null) => stripLeadingZeros(String(value ?? '').trim());

/**
 * Checks a search of the page against the request's access and builds the one sent to the ERP:
 * - payer_data.customer_number and every sold-to of soldto_data must be reachable (403);
 * - a PayerAll filter (type 90) must carry the id of the user the request acts for (403);
 * - a payer search without sold-tos means "all of them": the API lists the reachable ones itself,
 *   so the ERP never returns an excluded sold-to's documents.
 * Returns null when nothing is left to search (every sold-to of the payer is excluded).
 */
export function guardSearch(access: AccountAccess, body: InvoiceSearchBody): ErpSearchRequest | null {
  const payer = strip(body.payer_data.customer_number);
  if (!canReach(access, payer)) throw forbidden(API_TEXTS.foreignAccount);
  const p = body.search_parameters;
  const filter = (p.filter ?? []).map((f) => ({ filter_type: String(f.filter_type), value: String(f.value) }));
  for (const f of filter) {
    if (f.filter_type === PAYER_ALL_FILTER_TYPE && f.value.trim() !== String(access.user.user_id)) {
      throw forbidden(API_TEXTS.foreignUserFilter);
    }
  }
  const soldToNumber = strip(body.soldto_data?.customer_number);
  const accounts = (body.soldto_data?.accounts ?? []).map(strip).filter((n) => n !== '');
  for (const n of [soldToNumber, ...accounts].filter((x) => x !== '')) {
    if (!access.soldTos.has(n)) throw forbidden(API_TEXTS.foreignAccount);
  }
  let soldto_data: ErpSearchRequest['soldto_data'] = null;
  const under = access.payers.get(payer);
  if (under) {
    const narrowed = soldToNumber !== '' || accounts.length > 0;
    if (!narrowed && under.length === 0) return null;
    soldto_data = { customer_number: soldToNumber, accounts: narrowed ? accounts : [...under] };
  } else if (soldToNumber !== '' || accounts.length > 0) {
    soldto_data = { customer_number: soldToNumber, accounts };
  }
  return {
    payer_data: { customer_number: payer, company_code: String(body.payer_data.company_code ?? '').trim() },
    soldto_data,
    search_parameters: {
      document_type: DOCUMENT_TYPE,
      status: p.status,
      date_from: p.date_from ?? '',
      date_to: p.date_to ?? '',
      due_date_from: p.due_date_from ?? '',
      due_date_to: p.due_date_to ?? '',
      currency_key: p.currency_key ?? '',
      filter,
    },
  };
}

/** The empty answer for a search that has nothing to cover. */
export const noDocuments = (): ErpSearchResponse => ({
  status: { message_type: 'W', message_line_string: API_TEXTS.noDocuments },
  document_list: [],
});

/**
 * Runs a guarded search at the ERP. Documents outside the access are dropped from the answer
 * (a second line of defence should the ERP return more than it was asked for).
 */
export async function runSearch(app: FastifyInstance, access: AccountAccess, request: ErpSearchRequest): Promise<ErpSearchResponse> {
  const answer = await app.erp.call(ERP_ENDPOINTS.invoiceSearch, request);
  return { status: answer.status, document_list: answer.document_list.filter((d) => documentAllowed(access, d)) };
}

/** A search's answer, and the ERP's own bytes of it when they can be sent as they are. */
export interface SearchAnswer {
  answer: ErpSearchResponse;
  /** null when the answer sent must differ from the ERP's (a document dropped, a field left out). */
  bytes: Buffer | null;
}

/** What the portal's search answer holds (shared/src/domain/endpoints/invoice-schemas.ts): anything else is left out. */
const ANSWER_KEYS = new Set(['status', 'document_list']);
const STATUS_KEYS = new Set(['message_type', 'message_line_string', 'message_number']);
const onlyKeys = (value: object, keys: ReadonlySet<string>) => Object.keys(value).every((key) => keys.has(key));

/**
 * POST /api/Invoice: the checked search at the ERP. S or W is the answer (W carries its message);
 * any other status a 422 with the ERP's message line.
 *
 * When every document is within the access and the answer has no field the response schema would
 * leave out, the answer is the ERP's JSON as it came: the route sends those bytes instead of
 * serialising the same documents again (docs/architecture/api.md#where-a-search-spends-its-time).
 * Documents are open objects in the response schema, so their extra fields pass either way.
 */
export async function searchInvoices(app: FastifyInstance, access: AccountAccess, body: InvoiceSearchBody): Promise<SearchAnswer> {
  const request = guardSearch(access, body);
  if (!request) return { answer: noDocuments(), bytes: null };
  const { answer, bytes } = await app.erp.callWithBytes(ERP_ENDPOINTS.invoiceSearch, request, { reuseParsed: true });
  const allowed = answer.document_list.filter((d) => documentAllowed(access, d));
  const checked = usableAnswer({ status: answer.status, document_list: allowed }, MESSAGES.invoicesError);
  const asSent = allowed.length === answer.document_list.length && onlyKeys(answer, ANSWER_KEYS) && onlyKeys(answer.status, STATUS_KEYS);
  return { answer: checked, bytes: asSent ? bytes : null };
}

/**
 * The documents of a bulk PDF: the ids (billing numbers, or invoice keys `billing__finance`) in
 * the order of the grid, each one the caller's (403); no ids means every document the search finds.
 */
export async function bulkPdfDocuments(
  app: FastifyInstance,
  access: AccountAccess,
  search: InvoiceSearchBody,
  gridIds: readonly string[],
): Promise<ErpDocument[]> {
  const request = guardSearch(access, search);
  const ids = [...new Set(gridIds.map(billingNumberOfKey).filter(Boolean))];
  if (ids.length > 0) {
    const found = await findOwnDocuments(app, access, ids);
    assertAllFound(ids, found);
    return ids.flatMap((id) => found.filter((d) => strip(d.billing_document_number) === strip(id)));
  }
  if (!request) return [];
  return usableAnswer(await runSearch(app, access, request), MESSAGES.invoicesPdfError).document_list;
}

/**
 * The documents among `numbers` (billing document numbers) that the access reaches, found by
 * searching the ERP over the access's own accounts (or only `scope`, a payer_data number) with
 * shared's look-up by number (invoiceLookupRequest: filter 01, status 03, the widest dates). Open amounts and every other field are the ERP's.
 */
export async function findOwnDocuments(
  app: FastifyInstance,
  access: AccountAccess,
  numbers: readonly string[],
  scope?: { number: string; companyCode: string },
): Promise<ErpDocument[]> {
  const wanted = [...new Set(numbers.map(strip).filter((n) => n !== ''))];
  if (wanted.length === 0) return [];
  const roots = scope ? [{ number: strip(scope.number), companyCode: scope.companyCode }] : searchRoots(access);
  const searches: ErpSearchRequest[] = [];
  for (const root of roots) {
    const under = access.payers.get(root.number);
    if (under && under.length === 0) continue;
    if (!under && !access.soldTos.has(root.number)) continue;
    for (let i = 0; i < wanted.length; i += NUMBERS_PER_SEARCH) {
      searches.push(
        invoiceLookupRequest(
          { customer_number: root.number, company_code: root.companyCode },
          under ?? null,
          wanted.slice(i, i + NUMBERS_PER_SEARCH),
        ),
      );
    }
  }
  const answers = await Promise.all(searches.map((s) => runSearch(app, access, s)));
  const want = new Set(wanted);
  const found = new Map<string, ErpDocument>();
  for (const answer of answers) {
    if (erpOutcome(answer.status) === 'refused') continue;
    for (const d of answer.document_list) {
      if (!want.has(strip(d.billing_document_number))) continue;
      found.set(lineKeyOf(d), d);
    }
  }
  return [...found.values()];
}

/** 403 unless every number is among the documents found. */
export function assertAllFound(numbers: readonly string[], documents: readonly ErpDocument[]): void {
  const have = new Set(documents.map((d) => strip(d.billing_document_number)));
  for (const n of numbers) {
    if (!have.has(strip(n))) throw forbidden(API_TEXTS.foreignDocument);
  }
}
