import fp from 'fastify-plugin';
import type { AutopayRunState, AutopayState, AutopayTiming } from 'shared/server';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    autopayRepository: AutopayRepository;
  }
}

export interface AutopayEnrolmentRow {
  id: number;
  user_id: number;
  account: string;
  company_code: string;
  payment_card_token: string;
  payment_card_type: string;
  method_name: string;
  timing: AutopayTiming;
  days_before: number;
  maximum_cents: number | null;
  state: AutopayState;
  agreement_version: string;
  accepted_at: Date;
  /** YYYY-MM-DD. */
  enrolled_on: string;
  first_name: string | null;
  last_name: string | null;
  login: string | null;
}

export interface AutopayRunRow {
  id: number;
  enrolment_id: number;
  /** YYYY-MM-DD. */
  run_date: string;
  kind: 'notice' | 'charge';
  state: AutopayRunState | 'noticed';
  documents: string[];
  total_cents: number;
  currency: string;
  charge_body: unknown;
  payment_attempt_id: number | null;
}

export interface NewEnrolment {
  userId: number;
  account: string;
  companyCode: string;
  token: string;
  cardType: string;
  methodName: string;
  timing: AutopayTiming;
  daysBefore: number;
  maximumCents: number | null;
  agreementVersion: string;
  agreementText: string;
  acceptedAt: Date;
  enrolledOn: string;
}

const ENROLMENT = `e.id::int AS id, e.user_id, e.account, e.company_code, e.payment_card_token, e.payment_card_type, e.method_name,
  e.timing, e.days_before, e.maximum_cents::float8 AS maximum_cents, e.state, e.agreement_version, e.accepted_at,
  to_char(e.enrolled_on, 'YYYY-MM-DD') AS enrolled_on, u.first_name, u.last_name, u.login`;
const FROM = 'FROM autopay_enrolments e LEFT JOIN users u ON u.user_id = e.user_id';
const RUN = `id::int AS id, enrolment_id::int AS enrolment_id, to_char(run_date, 'YYYY-MM-DD') AS run_date, kind, state, documents,
  total_cents::float8 AS total_cents, currency, charge_body, payment_attempt_id::int AS payment_attempt_id`;

export type AutopayRepository = ReturnType<typeof createAutopayRepository>;

/** AutoPay's enrolments and runs (migration 080, docs/product/autopay.md). */
export function createAutopayRepository(db: Queryable) {
  return {
    /** The live (active or paused) enrolments of these accounts. */
    async listLive(accounts: readonly string[], q: Queryable = db): Promise<AutopayEnrolmentRow[]> {
      if (accounts.length === 0) return [];
      const { rows } = await q.query<AutopayEnrolmentRow>(
        `SELECT ${ENROLMENT} ${FROM} WHERE e.account = ANY($1::text[]) AND e.state <> 'stopped' ORDER BY e.account, e.company_code`,
        [accounts],
      );
      return rows;
    },

    async find(id: number | string, q: Queryable = db): Promise<AutopayEnrolmentRow | null> {
      const { rows } = await q.query<AutopayEnrolmentRow>(`SELECT ${ENROLMENT} ${FROM} WHERE e.id = $1::bigint`, [id]);
      return rows[0] ?? null;
    },

    /** Every active enrolment, for the daily run. */
    async active(q: Queryable = db): Promise<AutopayEnrolmentRow[]> {
      const { rows } = await q.query<AutopayEnrolmentRow>(`SELECT ${ENROLMENT} ${FROM} WHERE e.state = 'active' ORDER BY e.id`);
      return rows;
    },

    /**
     * Enrols an account, or replaces its live enrolment with the new options and acceptance (a change
     * is accepted again). Null when another user's enrolment holds the account.
     */
    async upsert(row: NewEnrolment, q: Queryable = db): Promise<number | null> {
      const { rows: live } = await q.query<{ id: number; user_id: number }>(
        `SELECT id::int AS id, user_id FROM autopay_enrolments WHERE account = $1 AND company_code = $2 AND state <> 'stopped' FOR UPDATE`,
        [row.account, row.companyCode],
      );
      const options = [row.token, row.cardType, row.methodName, row.timing, row.daysBefore, row.maximumCents, row.agreementVersion, row.agreementText, row.acceptedAt];
      if (live[0]) {
        if (live[0].user_id !== row.userId) return null;
        await q.query(
          `UPDATE autopay_enrolments SET payment_card_token = $1, payment_card_type = $2, method_name = $3, timing = $4, days_before = $5,
             maximum_cents = $6, agreement_version = $7, agreement_text = $8, accepted_at = $9, state = 'active', updated_at = now()
           WHERE id = $10`,
          [...options, live[0].id],
        );
        return live[0].id;
      }
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO autopay_enrolments (user_id, account, company_code, payment_card_token, payment_card_type, method_name, timing,
           days_before, maximum_cents, agreement_version, agreement_text, accepted_at, enrolled_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date) RETURNING id::int AS id`,
        [row.userId, row.account, row.companyCode, ...options, row.enrolledOn],
      );
      return rows[0]!.id;
    },

    /** Pauses or resumes a live enrolment; false when it was stopped. */
    async setState(id: number, state: 'active' | 'paused', q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(`UPDATE autopay_enrolments SET state = $2, updated_at = now() WHERE id = $1 AND state <> 'stopped' RETURNING id`, [id, state]);
      return rows.length > 0;
    },

    async stop(id: number, by: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE autopay_enrolments SET state = 'stopped', stopped_by = $2, stopped_at = now(), updated_at = now() WHERE id = $1 AND state <> 'stopped' RETURNING id`,
        [id, by],
      );
      return rows.length > 0;
    },

    /** The last run of each of these enrolments. */
    async lastRuns(ids: readonly number[], q: Queryable = db): Promise<AutopayRunRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await q.query<AutopayRunRow>(
        `SELECT DISTINCT ON (enrolment_id) ${RUN} FROM autopay_runs WHERE enrolment_id = ANY($1::bigint[]) AND kind = 'charge'
          ORDER BY enrolment_id, run_date DESC`,
        [ids],
      );
      return rows;
    },

    /** The documents earlier runs of the enrolment took on (charged, failed or refused alike): never taken on again. */
    async handledDocuments(enrolmentId: number, q: Queryable = db): Promise<Set<string>> {
      const { rows } = await q.query<{ document: string }>(
        `SELECT DISTINCT unnest(documents) AS document FROM autopay_runs WHERE enrolment_id = $1 AND kind = 'charge'`,
        [enrolmentId],
      );
      return new Set(rows.map((r) => r.document));
    },

    async findRun(enrolmentId: number, day: string, kind: 'notice' | 'charge', q: Queryable = db): Promise<AutopayRunRow | null> {
      const { rows } = await q.query<AutopayRunRow>(`SELECT ${RUN} FROM autopay_runs WHERE enrolment_id = $1 AND run_date = $2::date AND kind = $3`, [
        enrolmentId,
        day,
        kind,
      ]);
      return rows[0] ?? null;
    },

    /** Charges recorded as running and never finished (a crash): the next run finishes them first. */
    async runningCharges(q: Queryable = db): Promise<AutopayRunRow[]> {
      const { rows } = await q.query<AutopayRunRow>(`SELECT ${RUN} FROM autopay_runs WHERE kind = 'charge' AND state = 'running' ORDER BY id`);
      return rows;
    },

    /** Records a run or notice once; false when one was recorded for that day already. */
    async insertRun(
      run: { enrolmentId: number; day: string; kind: 'notice' | 'charge'; state: AutopayRunRow['state']; documents: readonly string[]; totalCents: number; currency: string; chargeBody: unknown | null },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await q.query(
        `INSERT INTO autopay_runs (enrolment_id, run_date, kind, state, documents, total_cents, currency, charge_body)
         VALUES ($1, $2::date, $3, $4, $5::text[], $6, $7, $8::jsonb) ON CONFLICT (enrolment_id, run_date, kind) DO NOTHING RETURNING id`,
        [run.enrolmentId, run.day, run.kind, run.state, run.documents, run.totalCents, run.currency, run.chargeBody === null ? null : JSON.stringify(run.chargeBody)],
      );
      return rows.length > 0;
    },

    /** A running charge's outcome, once; false when another server recorded it first. */
    async finishRun(id: number, state: AutopayRunState, paymentAttemptId: number | null, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE autopay_runs SET state = $2, payment_attempt_id = $3, updated_at = now() WHERE id = $1 AND state = 'running' RETURNING id`,
        [id, state, paymentAttemptId],
      );
      return rows.length > 0;
    },
  };
}

export const autopayRepositoryPlugin = fp(
  async (app) => {
    app.decorate('autopayRepository', createAutopayRepository(app.db));
  },
  { name: 'autopay-repository', dependencies: ['db'] },
);
