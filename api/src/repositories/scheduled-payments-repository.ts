import fp from 'fastify-plugin';
import type { ScheduledPaymentState } from 'shared/server';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    scheduledPaymentsRepository: ScheduledPaymentsRepository;
  }
}

export interface ScheduledPaymentRow {
  id: number;
  user_id: number;
  target_user_id: number;
  account: string;
  company_code: string;
  soldtos: string[];
  brand_id: number | null;
  body: unknown;
  /** YYYY-MM-DD. */
  scheduled_date: string;
  state: ScheduledPaymentState;
  skipped: string[];
  /** What the run charges, once decided (migration 051). */
  charge_body: unknown;
  payment_attempt_id: number | null;
  created_at: Date;
  staff_first_name: string | null;
  staff_last_name: string | null;
  staff_login: string | null;
}

export interface NewScheduledPayment {
  userId: number;
  targetUserId: number;
  account: string;
  companyCode: string;
  soldTos: readonly string[];
  brandId: number | null;
  body: unknown;
  scheduledDate: string;
}

const COLUMNS = `s.id::int AS id, s.user_id, s.target_user_id, s.account, s.company_code, s.soldtos, s.brand_id, s.body,
  to_char(s.scheduled_date, 'YYYY-MM-DD') AS scheduled_date, s.state, s.skipped, s.charge_body, s.payment_attempt_id::int AS payment_attempt_id, s.created_at,
  u.first_name AS staff_first_name, u.last_name AS staff_last_name, u.login AS staff_login`;
const FROM = `FROM scheduled_payments s LEFT JOIN users u ON s.user_id <> s.target_user_id AND u.user_id = s.user_id`;

export type ScheduledPaymentsRepository = ReturnType<typeof createScheduledPaymentsRepository>;

/** Scheduled payments (migration 051, docs/product/scheduled-payments.md). */
export function createScheduledPaymentsRepository(db: Queryable) {
  return {
    async insert(row: NewScheduledPayment, q: Queryable = db): Promise<number> {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO scheduled_payments (user_id, target_user_id, account, company_code, soldtos, brand_id, body, scheduled_date)
         VALUES ($1, $2, $3, $4, $5::text[], $6, $7::jsonb, $8::date) RETURNING id::int AS id`,
        [row.userId, row.targetUserId, row.account, row.companyCode, row.soldTos, row.brandId, JSON.stringify(row.body), row.scheduledDate],
      );
      return rows[0]!.id;
    },

    async find(id: number | string, q: Queryable = db): Promise<ScheduledPaymentRow | null> {
      const { rows } = await q.query<ScheduledPaymentRow>(`SELECT ${COLUMNS} ${FROM} WHERE s.id = $1::bigint`, [id]);
      return rows[0] ?? null;
    },

    /**
     * The scope's scheduled payments (the history's scope: accounts, and every document's sold-to
     * visible): those still to run, and those run or cancelled since `since` (YYYY-MM-DD).
     */
    async list(scope: { accounts: readonly string[]; soldTos: readonly string[] }, since: string, q: Queryable = db): Promise<ScheduledPaymentRow[]> {
      if (scope.accounts.length === 0) return [];
      const { rows } = await q.query<ScheduledPaymentRow>(
        `SELECT ${COLUMNS} ${FROM}
          WHERE s.account = ANY($1::text[]) AND s.soldtos <@ $2::text[]
            AND (s.state IN ('scheduled', 'running') OR s.scheduled_date >= $3::date)
          ORDER BY s.scheduled_date, s.id
          LIMIT 500`,
        [scope.accounts, scope.soldTos, since],
      );
      return rows;
    },

    /** A new day for one still scheduled; false when it has run, is running or was cancelled. */
    async reschedule(id: number, day: string, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE scheduled_payments SET scheduled_date = $2::date, updated_at = now() WHERE id = $1 AND state = 'scheduled' RETURNING id`,
        [id, day],
      );
      return rows.length > 0;
    },

    /** Cancels one still scheduled; false otherwise. */
    async cancel(id: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(`UPDATE scheduled_payments SET state = 'cancelled', updated_at = now() WHERE id = $1 AND state = 'scheduled' RETURNING id`, [id]);
      return rows.length > 0;
    },

    /**
     * The run takes the row (scheduled → running, or running again after a crash) when its day has
     * come: a cancel or a new day after that changes nothing. False: not due, cancelled, or done.
     */
    async startRun(id: number, today: string, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE scheduled_payments SET state = 'running', updated_at = now()
          WHERE id = $1 AND state IN ('scheduled', 'running') AND scheduled_date <= $2::date RETURNING id`,
        [id, today],
      );
      return rows.length > 0;
    },

    /** The run's decision, kept before the ERP is asked: a retry charges this same body. */
    async plan(id: number, skipped: readonly string[], chargeBody: unknown | null, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE scheduled_payments SET skipped = $2::text[], charge_body = $3::jsonb, updated_at = now() WHERE id = $1 AND state = 'running'`, [
        id,
        skipped,
        chargeBody === null ? null : JSON.stringify(chargeBody),
      ]);
    },

    /** Records the outcome once; false when another run recorded it first (then it sends no mail). */
    async finishRun(
      id: number,
      outcome: { state: Extract<ScheduledPaymentState, 'charged' | 'failed' | 'unknown' | 'skipped'>; skipped: readonly string[]; paymentAttemptId: number | null },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE scheduled_payments SET state = $2, skipped = $3::text[], payment_attempt_id = $4, updated_at = now() WHERE id = $1 AND state = 'running' RETURNING id`,
        [id, outcome.state, outcome.skipped, outcome.paymentAttemptId],
      );
      return rows.length > 0;
    },
  };
}

export const scheduledPaymentsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('scheduledPaymentsRepository', createScheduledPaymentsRepository(app.db));
  },
  { name: 'scheduled-payments-repository', dependencies: ['db'] },
);
