import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/server';
import { API_TEXTS, ApiError } from '../../errors';
import { errorBody } from '../../plugins/app/error-handler';
import { ErpUnavailableError } from '../../plugins/external/erp';
import type { PaymentOutcome } from '../../plugins/app/metrics';
import type { AttemptRow, NewAttempt } from '../../repositories/payment-attempts-repository';
import { OUTCOME_UNKNOWN, type Execution, type Outcome } from './ledger-outcome';
import { reconcileAttempt, silentSecondsOf } from './reconcile';

/**
 * The "record" step of the payment pipeline (pipeline.ts): payments never run twice
 * (docs/decisions.md#payments-never-run-twice). The attempt is claimed before anything else; only
 * the request that claimed it charges, and its outcome is stored with any receipt in one
 * transaction. A repeat with the same key and body gets the stored outcome (status and body)
 * without reaching the ERP; while the first is still pending it waits up to `pendingWaitMs`, then
 * 409. The same key with another body → 422. All state is in PostgreSQL, so this holds across
 * instances and survives a SIGKILL (the sweep of reconcile.ts settles what a dead process left).
 */

export interface LedgerOptions {
  /** How long a repeat waits for a pending first attempt before answering 409 (default 25 s). */
  pendingWaitMs: number;
  /** How often a waiting repeat looks at the ledger row (default 200 ms). */
  pollIntervalMs: number;
  /** A pending attempt older than this has lost its process, and is reconciled (default 60 s). */
  staleAfterMs: number;
}

/** An attempt this request claimed: it alone may charge, under `erpReference`, at most once. */
export interface ClaimedAttempt {
  id: number;
  kind: NewAttempt['kind'];
  /** The reference the ERP charges this attempt under, at most once. */
  erpReference: string;
  /** Set once the ledger holds that the ERP is being asked: from then on only the ERP knows. */
  erpCalled: boolean;
}

/** JSON with object keys sorted at every level: the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(kind: string, targetUserId: number, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ kind, targetUserId, body })).digest('hex');
}

/** Records the attempt; null when its key is already in the ledger (the caller replays it). */
export async function claimAttempt(app: FastifyInstance, attempt: NewAttempt): Promise<ClaimedAttempt | null> {
  const id = await app.paymentAttemptsRepository.claim(attempt);
  return id === null ? null : { id, kind: attempt.kind, erpReference: `pa-${randomUUID()}`, erpCalled: false };
}

/** Just before the ERP is asked to pay: what it is sent (no CVV: it is stored), under the attempt's reference. */
export async function markErpCalled(app: FastifyInstance, claimed: ClaimedAttempt, request: unknown, soldTos: readonly string[] | null = null): Promise<void> {
  await app.paymentAttemptsRepository.markErpCalled(claimed.id, claimed.erpReference, request, soldTos);
  claimed.erpCalled = true;
}

/** The ERP was asked to charge and gave no answer: only the ERP can say whether it charged. */
function outcomeUnknown(error: unknown): boolean {
  const cause = error instanceof ApiError ? error.cause : error;
  return cause instanceof ErpUnavailableError && cause.outcomeUnknown;
}

/** An error of an attempt as the answer to store; 5xx get a uniqueId that is also in the log. */
export function failureOutcome(error: unknown, log: FastifyBaseLogger): Outcome {
  const apiError = error instanceof ApiError ? error : null;
  const status = apiError?.statusCode ?? 500;
  if (status < 500) {
    return { httpStatus: status, body: errorBody(status, apiError!.message, apiError!.reason ? { reason: apiError!.reason } : {}) };
  }
  const uniqueId = randomUUID();
  log.error({ err: apiError?.cause ?? error, uniqueId }, 'payment attempt failed');
  const message = apiError ? apiError.message : MESSAGES.systemErrorToast;
  return { httpStatus: status, body: errorBody(status, message, { uniqueId, ...(apiError?.reason ? { reason: apiError.reason } : {}) }) };
}

/**
 * Stores how a claimed attempt ended: its answer, with the receipt enqueued in the same
 * transaction. A failure after the ERP was asked without an answer is stored as unknown, never
 * as a failure that invites a second charge: a repeat or the sweep asks the ERP.
 */
export async function finishAttempt(
  app: FastifyInstance,
  claimed: ClaimedAttempt,
  ended: { ok: Execution } | { error: unknown },
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const repo = app.paymentAttemptsRepository;
  let result: Execution;
  let state: 'succeeded' | 'failed' | 'unknown';
  if ('ok' in ended) {
    result = ended.ok;
    state = result.httpStatus === 200 ? 'succeeded' : 'failed';
  } else {
    result = failureOutcome(ended.error, log);
    state = claimed.erpCalled && outcomeUnknown(ended.error) ? 'unknown' : 'failed';
    // The page must know this 502 proves nothing: it asks again with the same key to find out.
    if (state === 'unknown') result = { ...result, body: { ...(result.body as object), reason: OUTCOME_UNKNOWN } };
  }
  const outcome: Outcome = { httpStatus: result.httpStatus, body: result.body };
  try {
    await app.db.transaction(async (tx) => {
      await repo.finish(claimed.id, state, outcome.httpStatus, outcome.body, tx);
      if (result.receipt) await app.mailOutboxRepository.enqueue({ ...result.receipt, paymentAttemptId: claimed.id }, tx);
    });
  } catch (error) {
    // A receipt must never cost the payment its record: store the outcome alone.
    if (!result.receipt) throw error;
    log.error({ err: error, attemptId: claimed.id }, 'receipt could not be enqueued');
    await repo.finish(claimed.id, state, outcome.httpStatus, outcome.body);
  }
  if (result.receipt) app.mailWorker.kick();
  app.metrics.paymentFinished(claimed.kind, metricOutcome(state, claimed.erpCalled, outcome));
  return outcome;
}

/**
 * For the metrics: an ERP answer that paid no line (a declined card answers 200 with E lines) or
 * that refused the call (422 with its words) is a decline; any other failure charged nothing.
 */
function metricOutcome(state: 'succeeded' | 'failed' | 'unknown', erpCalled: boolean, outcome: Outcome): PaymentOutcome {
  if (state === 'unknown') return 'unknown';
  if (state === 'succeeded') {
    const payed = (outcome.body as { payed?: unknown } | null)?.payed;
    return Array.isArray(payed) && payed.length === 0 ? 'declined' : 'charged';
  }
  return erpCalled && outcome.httpStatus === 422 ? 'declined' : 'failed';
}

/**
 * A pending attempt claimed by another API server that stopped renewing its row (killed): nobody
 * is working on it, so a repeat settles it with the ERP now instead of at the stale time.
 */
async function orphaned(app: FastifyInstance, row: AttemptRow): Promise<boolean> {
  if (row.instance_id === null || row.instance_id === app.instance.id) return false;
  return app.paymentAttemptsRepository.ownerSilent(row.id, silentSecondsOf(app));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer to a key already in the ledger: the stored outcome; 422 for another body; while the
 * first is pending, a wait of up to `pendingWaitMs`, then 409. An open attempt (unknown, or pending
 * past `staleAfterMs`) is settled with the ERP first: a repeat is how a customer asks "did it go
 * through?".
 */
export async function replayAttempt(app: FastifyInstance, options: LedgerOptions, attempt: NewAttempt, log: FastifyBaseLogger): Promise<Outcome> {
  const deadline = Date.now() + options.pendingWaitMs;
  for (;;) {
    const row = await app.paymentAttemptsRepository.find(attempt.userId, attempt.key);
    if (row && row.request_hash !== attempt.requestHash) {
      return { httpStatus: 422, body: errorBody(422, API_TEXTS.idempotencyKeyReused, { reason: 'idempotency_key_reused' }) };
    }
    const stale = row?.state === 'pending' && (row.age_ms > options.staleAfterMs || (await orphaned(app, row)));
    if (row && (row.state === 'unknown' || stale)) {
      const settled = await reconcileAttempt(app, row, log);
      if (settled) return settled;
      if (stale) return { httpStatus: 409, body: errorBody(409, API_TEXTS.paymentPending, { reason: 'payment_pending' }) };
    }
    if (row && row.state !== 'pending' && row.http_status !== null) {
      return { httpStatus: row.http_status, body: row.response };
    }
    if (Date.now() >= deadline) {
      return { httpStatus: 409, body: errorBody(409, API_TEXTS.paymentPending, { reason: 'payment_pending' }) };
    }
    await sleep(Math.min(options.pollIntervalMs, Math.max(1, deadline - Date.now())));
  }
}
