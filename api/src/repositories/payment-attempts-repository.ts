import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

export type AttemptKind = 'payment' | 'deposit';
export type AttemptState = 'pending' | 'succeeded' | 'failed';

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
}

export interface NewAttempt {
  key: string;
  userId: number;
  targetUserId: number;
  kind: AttemptKind;
  requestHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentAttemptsRepository: PaymentAttemptsRepository;
  }
}

export type PaymentAttemptsRepository = ReturnType<typeof createPaymentAttemptsRepository>;

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
        `INSERT INTO payment_attempts (idempotency_key, user_id, target_user_id, kind, request_hash)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING
         RETURNING id`,
        [attempt.key, attempt.userId, attempt.targetUserId, attempt.kind, attempt.requestHash],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async find(userId: number, key: string, q: Queryable = db): Promise<AttemptRow | null> {
      const { rows } = await q.query<AttemptRow>(
        `SELECT id::int AS id, idempotency_key, user_id, target_user_id, kind, request_hash, state, response,
                http_status, erp_called
         FROM payment_attempts WHERE user_id = $1 AND idempotency_key = $2`,
        [userId, key],
      );
      return rows[0] ?? null;
    },

    /** Set just before the ERP is asked to pay: from here on the attempt must never run again. */
    async markErpCalled(id: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE payment_attempts SET erp_called = true WHERE id = $1', [id]);
    },

    /** Records the answer given; only a pending attempt is finished (once). */
    async finish(id: number, state: Exclude<AttemptState, 'pending'>, httpStatus: number, response: unknown, q: Queryable = db) {
      await q.query(
        `UPDATE payment_attempts SET state = $2, http_status = $3, response = $4::jsonb, finished_at = now()
         WHERE id = $1 AND state = 'pending'`,
        [id, state, httpStatus, JSON.stringify(response)],
      );
    },
  };
}

export const paymentAttemptsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('paymentAttemptsRepository', createPaymentAttemptsRepository(app.db));
  },
  { name: 'payment-attempts-repository', dependencies: ['db'] },
);
