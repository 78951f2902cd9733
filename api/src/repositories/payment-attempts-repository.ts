import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

export type AttemptKind = 'payment' | 'deposit';
export type AttemptState = 'pending' | 'succeeded' | 'failed' | 'unknown';

export interface AttemptRow {
  id: number;
  idempotency_key: string;
  user_id: number;
  target_user_id: number;
  kind: AttemptKind;
  request_hash: string;
  state: AttemptState;
  response: unknown;
  http_status: number | null;
  erp_called: boolean;
  erp_reference: string | null;
  /** What the ERP was sent (without the CVV), for the receipt of a reconciled charge. */
  erp_request: unknown;
  /** The theme of the host the charge was made on (migration 014), for its receipt; null before it. */
  brand_id: number | null;
  /** How long ago the attempt was recorded, by the database's clock. */
  age_ms: number;
  /** The API server that claimed it (migration 041); null before it. */
  instance_id: string | null;
}

export interface NewAttempt {
  key: string;
  userId: number;
  targetUserId: number;
  kind: AttemptKind;
  requestHash: string;
  /** The theme of the host the customer used, for the receipt mail. */
  brandId?: number;
  /** The API server claiming it (app.instance.id). */
  instanceId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentAttemptsRepository: PaymentAttemptsRepository;
  }
}

export type PaymentAttemptsRepository = ReturnType<typeof createPaymentAttemptsRepository>;

const SELECT_ATTEMPT = `
  SELECT id::int AS id, idempotency_key, user_id, target_user_id, kind, request_hash, state, response, http_status,
         erp_called, erp_reference, erp_request, brand_id, instance_id, (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
  FROM payment_attempts`;

/** Its claiming server's row is gone or older than `seconds` (a killed server stops renewing it). */
const ownerSilent = (seconds: string) => `NOT EXISTS (SELECT 1 FROM api_instances i WHERE i.id = payment_attempts.instance_id
                                  AND i.seen_at >= now() - make_interval(secs => ${seconds}::double precision))`;

const withNumbers = (row: AttemptRow): AttemptRow => ({ ...row, age_ms: Number(row.age_ms) });

/** The payment ledger (migration 003, docs/decisions.md#payments-never-run-twice). */
export function createPaymentAttemptsRepository(db: Queryable) {
  return {
    /**
     * Records a new attempt, pending. Returns its id, or null when this user already used the key:
     * the unique (user_id, idempotency_key) decides, so of two requests racing on any number of
     * instances exactly one gets the row.
     */
    async claim(attempt: NewAttempt, q: Queryable = db): Promise<number | null> {
      const { rows } = await q.query<{ id: string | number }>(
        `INSERT INTO payment_attempts (idempotency_key, user_id, target_user_id, kind, request_hash, brand_id, instance_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING
         RETURNING id`,
        [attempt.key, attempt.userId, attempt.targetUserId, attempt.kind, attempt.requestHash, attempt.brandId ?? null, attempt.instanceId ?? null],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async find(userId: number, key: string, q: Queryable = db): Promise<AttemptRow | null> {
      const { rows } = await q.query<AttemptRow>(`${SELECT_ATTEMPT} WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
      return rows[0] ? withNumbers(rows[0]) : null;
    },

    /**
     * Attempts to reconcile: unknown ones, pending ones older than `staleMs` (their process died),
     * and pending ones whose API server has not renewed its row for `silentSeconds` (killed).
     */
    async listOpen(staleMs: number, limit: number, silentSeconds: number | null = null, q: Queryable = db): Promise<AttemptRow[]> {
      const { rows } = await q.query<AttemptRow>(
        `${SELECT_ATTEMPT}
         WHERE state = 'unknown'
            OR (state = 'pending' AND created_at < now() - make_interval(secs => $1::double precision / 1000))
            OR (state = 'pending' AND $3::double precision IS NOT NULL AND instance_id IS NOT NULL AND ${ownerSilent('$3')})
         ORDER BY created_at LIMIT $2`,
        [staleMs, limit, silentSeconds],
      );
      return rows.map(withNumbers);
    },

    /**
     * Open attempts for the metrics (docs/operations/monitoring.md): per state (pending, unknown)
     * how many, the age of the oldest in seconds, and how many are due for reconciliation.
     */
    async openSummary(staleSeconds: number, q: Queryable = db): Promise<Record<'pending' | 'unknown', { count: number; oldestSeconds: number; due: number }>> {
      const { rows } = await q.query<{ state: 'pending' | 'unknown'; n: string; oldest: string | null; due: string }>(
        `SELECT state, count(*)::text AS n,
                extract(epoch FROM now() - min(created_at))::text AS oldest,
                count(*) FILTER (WHERE state = 'unknown' OR created_at < now() - make_interval(secs => $1::double precision))::text AS due
           FROM payment_attempts WHERE state IN ('pending', 'unknown') GROUP BY state`,
        [staleSeconds],
      );
      const of = (state: 'pending' | 'unknown') => {
        const row = rows.find((r) => r.state === state);
        return { count: Number(row?.n ?? 0), oldestSeconds: row?.oldest ? Math.max(0, Number(row.oldest)) : 0, due: Number(row?.due ?? 0) };
      };
      return { pending: of('pending'), unknown: of('unknown') };
    },

    /** Whether the API server that claimed the attempt stopped renewing its row `silentSeconds` ago or more (or removed it). */
    async ownerSilent(id: number, silentSeconds: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query<{ silent: boolean }>(
        `SELECT (instance_id IS NOT NULL AND ${ownerSilent('$2')}) AS silent FROM payment_attempts WHERE id = $1`,
        [id, silentSeconds],
      );
      return rows[0]?.silent === true;
    },

    /**
     * Set just before the ERP is asked to pay: from here on the attempt must never run again, and
     * the ERP knows the charge by `reference`. `soldTos`: the sold-tos of the documents paid, for
     * the payment history's exclusions (null when not known).
     */
    async markErpCalled(id: number, reference: string, request: unknown, soldTos: readonly string[] | null = null, q: Queryable = db): Promise<void> {
      // The account and the documents' sold-tos: what the payment history filters by (migration 050).
      await q.query(
        `UPDATE payment_attempts SET erp_called = true, erp_called_at = now(), erp_reference = $2, erp_request = $3::jsonb,
                account = ltrim(btrim($3::jsonb->'payer_data'->>'customer_number'), '0'),
                soldtos = CASE WHEN kind = 'deposit' THEN '{}'::text[] ELSE $4::text[] END
         WHERE id = $1`,
        [id, reference, JSON.stringify(request), soldTos],
      );
    },

    /**
     * Records the answer given; only a pending or unknown attempt is finished, once: true when this
     * call finished it (so only one instance enqueues its receipt).
     */
    async finish(id: number, state: Exclude<AttemptState, 'pending'>, httpStatus: number, response: unknown, q: Queryable = db) {
      const { rows } = await q.query<{ id: number }>(
        `UPDATE payment_attempts SET state = $2, http_status = $3, response = $4::jsonb,
                finished_at = CASE WHEN $2 = 'unknown' THEN NULL ELSE now() END
         WHERE id = $1 AND state IN ('pending', 'unknown') RETURNING id`,
        [id, state, httpStatus, JSON.stringify(response)],
      );
      return rows.length > 0;
    },
  };
}

export const paymentAttemptsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('paymentAttemptsRepository', createPaymentAttemptsRepository(app.db));
  },
  { name: 'payment-attempts-repository', dependencies: ['db'] },
);
