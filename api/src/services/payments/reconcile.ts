import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ERP_ENDPOINTS, type PaymentResponse } from 'shared/server';
import type { Queryable } from '../../db/database';
import { BEATS_BEFORE_SILENT } from '../../plugins/app/instance-heartbeat';
import type { AttemptRow } from '../../repositories/payment-attempts-repository';
import { notMade, type Outcome } from './ledger-outcome';
import { receiptFor } from './receipts';

/** The receipt of a charge settled by a lookup, built from what the ERP was sent. */
async function receiptOf(app: FastifyInstance, row: AttemptRow, response: PaymentResponse, log: FastifyBaseLogger) {
  const user = await app.usersRepository.findById(row.target_user_id);
  if (!user || !row.erp_request) return null;
  return receiptFor(app, user, row.brand_id, { kind: row.kind, sent: row.erp_request, response }, undefined, log);
}

/**
 * Settles an attempt whose outcome is open (docs/architecture/payments.md#reconciliation): the ERP
 * was never asked, so nothing was charged; or the ERP is asked by the attempt's reference, and
 * what it says is recorded, with the receipt of a charge. The lookup closes the reference at the
 * ERP, so a charge still on its way is refused and "not charged" stays true. Answers the outcome
 * now recorded, or null while the ERP cannot be asked.
 */
export async function reconcileAttempt(app: FastifyInstance, row: AttemptRow, log: FastifyBaseLogger): Promise<Outcome | null> {
  const repo = app.paymentAttemptsRepository;
  if (!row.erp_called || !row.erp_reference) {
    const outcome = notMade();
    if (await repo.finish(row.id, 'failed', outcome.httpStatus, outcome.body)) app.metrics.paymentReconciled(row.kind, false);
  } else {
    let lookup;
    try {
      lookup = await app.erp.call(ERP_ENDPOINTS.chargeLookup, { portal_reference: row.erp_reference });
    } catch (error) {
      log.warn({ err: error, attemptId: row.id }, 'payment attempt could not be reconciled yet');
      return null;
    }
    if (lookup.charged === 'X' && lookup.response) {
      const response = lookup.response;
      const receipt = await receiptOf(app, row, response, log);
      const finished = await app.db.transaction(async (tx) => {
        const done = await repo.finish(row.id, 'succeeded', 200, response, tx);
        if (done && receipt) await app.mailOutboxRepository.enqueue({ ...receipt, paymentAttemptId: row.id }, tx);
        if (done) await settleRuns(row.id, 'charged', tx);
        return done;
      });
      if (finished) app.metrics.paymentReconciled(row.kind, true);
      if (receipt) app.mailWorker.kick();
    } else {
      const outcome = notMade();
      const failed = await app.db.transaction(async (tx) => {
        const done = await repo.finish(row.id, 'failed', outcome.httpStatus, outcome.body, tx);
        if (done) await settleRuns(row.id, 'failed', tx);
        return done;
      });
      if (failed) app.metrics.paymentReconciled(row.kind, false);
    }
  }
  log.info({ attemptId: row.id }, 'payment attempt reconciled');
  const settled = await repo.find(row.user_id, row.idempotency_key);
  return settled && settled.http_status !== null && settled.state !== 'unknown'
    ? { httpStatus: settled.http_status, body: settled.response }
    : null;
}

/**
 * A scheduled payment or AutoPay run whose charge was unknown takes the ledger's settled outcome,
 * so its list shows what the payment history shows (docs/product/scheduled-payments.md#the-run).
 */
async function settleRuns(attemptId: number, state: 'charged' | 'failed', tx: Queryable): Promise<void> {
  await tx.query(`UPDATE scheduled_payments SET state = $2, updated_at = now() WHERE payment_attempt_id = $1 AND state = 'unknown'`, [attemptId, state]);
  await tx.query(`UPDATE autopay_runs SET state = $2, updated_at = now() WHERE payment_attempt_id = $1 AND state = 'unknown'`, [attemptId, state]);
}

/** Seconds without a renewal after which an API server counts as gone (instance-heartbeat.ts). */
export const silentSecondsOf = (app: FastifyInstance): number => Math.ceil((app.instance.intervalMs * BEATS_BEFORE_SILENT) / 1000);

/**
 * One sweep: settles unknown attempts and pending ones whose process died (past the stale time, or
 * their API server stopped renewing its row). Answers how many settled.
 */
export async function reconcileOpenAttempts(app: FastifyInstance, staleAfterMs: number, batch = 20): Promise<number> {
  let settled = 0;
  for (const row of await app.paymentAttemptsRepository.listOpen(staleAfterMs, batch, silentSecondsOf(app))) {
    if (await reconcileAttempt(app, row, app.log)) settled += 1;
  }
  return settled;
}
