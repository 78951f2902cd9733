import type { FastifyInstance } from 'fastify';
import {
  CARD_TYPE_NAMES,
  PAYMENT_HISTORY_DEFAULT_LIMIT,
  lastDigitsOf,
  receiptLines,
  receiptTotals,
  stripLeadingZeros,
  totalCents,
  type PaymentHistoryEntry,
  type PaymentHistoryFilter,
  type PaymentHistoryQuery,
  type PaymentHistoryResponse,
  type PaymentResponse,
  type ReceiptBasis,
} from 'shared/server';
import { ApiError } from '../../errors';
import type { HistoryCursor, HistoryFilter, HistoryRow, HistoryScope } from '../../repositories/payment-history-repository';
import { assertReachable, loadAccountAccess } from '../access/account-access';
import type { Acting } from '../access/acting-user';
import { receiptBasisOf } from '../payments/receipts';

/** How a charge staff made names a staff member whose user is gone (as the customer's profile does). */
export const FORMER_STAFF = 'A former staff member';

/**
 * What the history of one request may show (docs/product/payment-history.md#who-sees-what): the
 * account rules of the invoices, from the same account access (impersonation, exclusions,
 * payer/sold-to scope). A charge is listed by the account it paid; a payment only when every
 * document it paid is of a sold-to the user may see, so an exclusion hides it. `account` narrows
 * the list to one reachable account (403 for any other).
 */
export async function historyScope(app: FastifyInstance, acting: Acting, account?: string): Promise<HistoryScope> {
  const access = await loadAccountAccess(app, acting);
  const reachable = [...new Set([...access.payers.keys(), ...access.soldTos])];
  if (account !== undefined) assertReachable(access, [account]);
  return {
    accounts: account !== undefined ? [stripLeadingZeros(account.trim())] : reachable,
    soldTos: reachable,
    unknownSoldTos: access.excluded.size === 0,
  };
}

const badQuery = (message: string) => new ApiError(400, message, 'validation');

/** A UTC day as a moment; 400 for a day that does not exist (2026-02-30). */
function dayStart(day: string): Date {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) throw badQuery(`${day} is not a date.`);
  return at;
}

/** The filter of the query: From and To are UTC days, both included. */
export function filterOf(query: PaymentHistoryFilter): HistoryFilter {
  const from = query.From ? dayStart(query.From) : undefined;
  const to = query.To ? dayStart(query.To) : undefined;
  if (from && to && from > to) throw badQuery('The start date is after the end date.');
  return { from, before: to ? new Date(to.getTime() + 86_400_000) : undefined, status: query.Status };
}

/** The cursor is opaque to the page: base64url of [created_at text, id]. */
export function encodeCursor(row: Pick<HistoryRow, 'at_key' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.at_key, row.id])).toString('base64url');
}

/** timestamptz as PostgreSQL writes it: '2026-11-26 20:58:00.123456+00'. */
const DB_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d){0,2}$/;

/** A cursor is made by hand as easily as by the server: only a moment PostgreSQL reads back is one. */
function isDbTime(at: string): boolean {
  const day = DB_TIME.exec(at)?.[1];
  return day !== undefined && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

export function decodeCursor(cursor: string | undefined): HistoryCursor | null {
  if (cursor === undefined) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at === 'string' && isDbTime(at) && Number.isSafeInteger(id) && (id as number) > 0) {
      return { at, id: id as number };
    }
  } catch {
    // answered below
  }
  throw badQuery('The page cursor is not valid.');
}

const isPaymentResponse = (value: unknown): value is PaymentResponse =>
  !!value && Array.isArray((value as PaymentResponse).status) && Array.isArray((value as PaymentResponse).payed);

/** The basis of a row (what was sent), and its receipt lines when the ERP answered. */
export function chargeOf(row: HistoryRow): { basis: ReceiptBasis; lines: ReturnType<typeof receiptLines> } {
  const basis = receiptBasisOf(row.kind, row.erp_request);
  const lines = row.state === 'succeeded' && isPaymentResponse(row.response) ? receiptLines(basis, row.response) : [];
  return { basis, lines };
}

function actedBy(row: HistoryRow): string | null {
  if (row.staff_id === null) return null;
  if (row.staff_login === null) return FORMER_STAFF;
  return `${row.staff_first_name ?? ''} ${row.staff_last_name ?? ''}`.trim() || row.staff_login;
}

/** One line of the history: what was charged when charged, else what was sent. */
export function entryOf(row: HistoryRow): PaymentHistoryEntry {
  const { basis, lines } = chargeOf(row);
  const sent = row.erp_request as { payment_detail?: { payment_card_type?: string; payment_card_token?: string } };
  const type = sent.payment_detail?.payment_card_type ?? '';
  const paidCents = receiptTotals(lines).paidCents;
  return {
    Id: String(row.id),
    At: new Date(row.created_at).toISOString(),
    Kind: row.kind,
    Account: row.account,
    CompanyCode: basis.companyCode,
    AmountCents: row.status === 'charged' && paidCents > 0 ? paidCents : totalCents(basis.documents.map((d) => d.sentCents)),
    Currency: basis.currency,
    Method: basis.method,
    Brand: CARD_TYPE_NAMES[type as keyof typeof CARD_TYPE_NAMES] ?? type,
    LastDigits: lastDigitsOf(sent.payment_detail?.payment_card_token ?? ''),
    Documents: basis.documents.map((d) => d.billingNumber).filter((n) => n !== ''),
    Status: row.status,
    ActedBy: actedBy(row),
  };
}

/** GET /api/payments/history: one page, newest first, and the cursor of the next. */
export async function listHistory(app: FastifyInstance, acting: Acting, query: PaymentHistoryQuery): Promise<PaymentHistoryResponse> {
  const filter = filterOf(query);
  const cursor = decodeCursor(query.Cursor);
  const limit = query.Limit ?? PAYMENT_HISTORY_DEFAULT_LIMIT;
  const scope = await historyScope(app, acting, query.Account);
  // One more than asked tells whether an older page exists.
  const rows = await app.paymentHistoryRepository.page(scope, filter, cursor, limit + 1);
  const shown = rows.slice(0, limit);
  return { Items: shown.map(entryOf), NextCursor: rows.length > limit ? encodeCursor(shown.at(-1)!) : null };
}
