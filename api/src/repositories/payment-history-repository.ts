import fp from 'fastify-plugin';
import type { PaymentHistoryStatus } from 'shared/server';
import type { Queryable } from '../db/database';
import type { AttemptKind, AttemptState } from './payment-attempts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    paymentHistoryRepository: PaymentHistoryRepository;
  }
}

/** What the history may show: the accounts, the sold-tos a charge's documents may be of, and whether old rows show. */
export interface HistoryScope {
  /** Account numbers (without leading zeros) whose charges are listed. */
  accounts: readonly string[];
  /** Every sold-to the user may see (and the linked payers): a charge shows only when all its documents' sold-tos are here. */
  soldTos: readonly string[];
  /** A charge recorded before migration 050 does not know its sold-tos: shown only to a user without exclusions. */
  unknownSoldTos: boolean;
}

export interface HistoryFilter {
  /** Inclusive start and exclusive end, in UTC. */
  from?: Date;
  before?: Date;
  status?: PaymentHistoryStatus;
}

/** The keyset of a page: the last line seen (its created_at as the database wrote it, with microseconds). */
export interface HistoryCursor {
  at: string;
  id: number;
}

export interface HistoryRow {
  id: number;
  created_at: Date;
  /** created_at as text, exact to the microsecond, for the next page's cursor. */
  at_key: string;
  kind: AttemptKind;
  account: string;
  state: AttemptState;
  status: PaymentHistoryStatus;
  erp_request: unknown;
  response: unknown;
  brand_id: number | null;
  /** Set when staff made the charge acting for the customer; the names are null when that user is gone. */
  staff_id: number | null;
  staff_first_name: string | null;
  staff_last_name: string | null;
  staff_login: string | null;
}

export type PaymentHistoryRepository = ReturnType<typeof createPaymentHistoryRepository>;

/**
 * The payment history (docs/product/payment-history.md) read off the ledger: charges the ERP was
 * asked for, of the scope's accounts, newest first. The status is decided here once, so the filter
 * and the line agree: 'checking' while the outcome is open, 'charged' when at least one line of
 * the ERP's answer is S (only S confirms, docs/architecture/erp-status.md), else 'failed'.
 */
export function createPaymentHistoryRepository(db: Queryable) {
  const select = `
    WITH h AS (
      SELECT p.id::int AS id, p.created_at, p.created_at::text AS at_key, p.kind, p.account, p.state, p.erp_request,
             p.response, p.brand_id, p.user_id, p.target_user_id,
             CASE
               WHEN p.state IN ('pending', 'unknown') THEN 'checking'
               WHEN p.state = 'succeeded' AND jsonb_typeof(p.response->'status') = 'array'
                    AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.response->'status') s WHERE s->>'message_type' = 'S') THEN 'charged'
               ELSE 'failed'
             END AS status
        FROM payment_attempts p
       WHERE p.erp_called
         AND p.account = ANY($1::text[])
         AND (p.soldtos <@ $2::text[] OR (p.soldtos IS NULL AND $3::boolean))
    )
    SELECT h.id, h.created_at, h.at_key, h.kind, h.account, h.state, h.status, h.erp_request, h.response, h.brand_id,
           CASE WHEN h.user_id <> h.target_user_id THEN h.user_id END AS staff_id,
           u.first_name AS staff_first_name, u.last_name AS staff_last_name, u.login AS staff_login
      FROM h
      LEFT JOIN users u ON h.user_id <> h.target_user_id AND u.user_id = h.user_id`;
  const scopeParams = (scope: HistoryScope) => [scope.accounts, scope.soldTos, scope.unknownSoldTos];

  return {
    /** One page, newest first, after `cursor`; asks for `limit` rows. */
    async page(scope: HistoryScope, filter: HistoryFilter, cursor: HistoryCursor | null, limit: number, q: Queryable = db): Promise<HistoryRow[]> {
      if (scope.accounts.length === 0) return [];
      const { rows } = await q.query<HistoryRow>(
        `${select}
         WHERE ($4::timestamptz IS NULL OR h.created_at >= $4::timestamptz)
           AND ($5::timestamptz IS NULL OR h.created_at < $5::timestamptz)
           AND ($6::text IS NULL OR h.status = $6::text)
           AND ($7::timestamptz IS NULL OR (h.created_at, h.id) < ($7::timestamptz, $8::bigint))
         ORDER BY h.created_at DESC, h.id DESC
         LIMIT $9`,
        [
          ...scopeParams(scope),
          filter.from?.toISOString() ?? null,
          filter.before?.toISOString() ?? null,
          filter.status ?? null,
          cursor?.at ?? null,
          cursor?.id ?? 0,
          limit,
        ],
      );
      return rows;
    },

    /** One charge of the scope, or null (another's, unknown, or never sent to the ERP). */
    async find(scope: HistoryScope, id: string, q: Queryable = db): Promise<HistoryRow | null> {
      if (scope.accounts.length === 0) return null;
      // As bigint: an id past the int range is simply not found.
      const { rows } = await q.query<HistoryRow>(`${select} WHERE h.id = $4::bigint`, [...scopeParams(scope), id]);
      return rows[0] ?? null;
    },
  };
}

export const paymentHistoryRepositoryPlugin = fp(
  async (app) => {
    app.decorate('paymentHistoryRepository', createPaymentHistoryRepository(app.db));
  },
  { name: 'payment-history-repository', dependencies: ['db'] },
);
