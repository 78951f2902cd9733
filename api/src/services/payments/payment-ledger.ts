import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/server';
import { API_TEXTS, ApiError } from '../../errors';
import { errorBody } from '../../plugins/app/error-handler';
import type { OutgoingMail } from '../../repositories/mail-outbox-repository';
import { ErpUnavailableError } from '../../plugins/external/erp';
import type { NewAttempt } from '../../repositories/payment-attempts-repository';
import { reconcileAttempt } from './reconcile';

export interface LedgerOptions {
  /** How long a repeat waits for a pending first attempt before answering 409 (default 25 s). */
  pendingWaitMs: number;
  /** How often a waiting repeat looks at the ledger row (default 200 ms). */
  pollIntervalMs: number;
  /** A pending attempt older than this has lost its process, and is reconciled (default 60 s). */
  staleAfterMs: number;
}

/** The answer of a payment call: its HTTP status and body, replayed as is for a repeat. */
export interface Outcome {
  httpStatus: number;
  body: unknown;
}

/** What an attempt produced; a receipt is enqueued in the transaction that records the outcome. */
export interface Execution extends Outcome {
  receipt?: Omit<OutgoingMail, 'paymentAttemptId'> | null;
}

export interface AttemptContext {
  attemptId: number;
  /** The reference the ERP charges this attempt under, at most once. */
  erpReference: string;
  /** Call just before the ERP is asked to pay, with what it is sent (no CVV: it is stored). */
  markErpCalled(request: unknown): Promise<void>;
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

/** The reason of an answer whose charge may or may not have happened (docs/architecture/payments.md#reconciliation). */
export const OUTCOME_UNKNOWN = 'payment_outcome_unknown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Payments never run twice (docs/decisions.md#payments-never-run-twice). The attempt is recorded before anything else; only the
 * request that recorded it runs `execute`, and its outcome is stored with any receipt in one
 * transaction. A repeat with the same key and body gets the stored outcome (status and body) without
 * reaching the ERP; while the first is still pending it waits up to `pendingWaitMs`, then 409. The
 * same key with another body → 422. All state is in PostgreSQL, so this holds across instances.
 */
export async function runOnce(
  app: FastifyInstance,
  options: LedgerOptions,
  attempt: NewAttempt,
  execute: (context: AttemptContext) => Promise<Execution>,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const repo = app.paymentAttemptsRepository;
  const id = await repo.claim(attempt);
  if (id === null) return replay(app, options, attempt, log);

  const erpReference = `pa-${randomUUID()}`;
  let erpCalled = false;
  let result: Execution;
  let state: 'succeeded' | 'failed' | 'unknown';
  try {
    result = await execute({
      attemptId: id,
      erpReference,
      markErpCalled: async (request) => {
        await repo.markErpCalled(id, erpReference, request);
        erpCalled = true;
      },
    });
    state = result.httpStatus === 200 ? 'succeeded' : 'failed';
  } catch (error) {
    result = failureOutcome(error, log);
    // Never recorded as a failure that invites a second charge: a repeat or the sweep asks the ERP.
    state = erpCalled && outcomeUnknown(error) ? 'unknown' : 'failed';
    // The page must know this 502 proves nothing: it asks again with the same key to find out.
    if (state === 'unknown') result = { ...result, body: { ...(result.body as object), reason: OUTCOME_UNKNOWN } };
  }
  const outcome: Outcome = { httpStatus: result.httpStatus, body: result.body };
  try {
    await app.db.transaction(async (tx) => {
      await repo.finish(id, state, outcome.httpStatus, outcome.body, tx);
      if (result.receipt) await app.mailOutboxRepository.enqueue({ ...result.receipt, paymentAttemptId: id }, tx);
    });
  } catch (error) {
    // A receipt must never cost the payment its record: store the outcome alone.
    if (!result.receipt) throw error;
    log.error({ err: error, attemptId: id }, 'receipt could not be enqueued');
    await repo.finish(id, state, outcome.httpStatus, outcome.body);
  }
  if (result.receipt) app.mailWorker.kick();
  return outcome;
}

async function replay(app: FastifyInstance, options: LedgerOptions, attempt: NewAttempt, log: FastifyBaseLogger): Promise<Outcome> {
  const deadline = Date.now() + options.pendingWaitMs;
  for (;;) {
    const row = await app.paymentAttemptsRepository.find(attempt.userId, attempt.key);
    if (row && row.request_hash !== attempt.requestHash) {
      return { httpStatus: 422, body: errorBody(422, API_TEXTS.idempotencyKeyReused, { reason: 'idempotency_key_reused' }) };
    }
    // A repeat is how a customer asks "did it go through?": an open attempt is settled with the ERP.
    const stale = row?.state === 'pending' && row.age_ms > options.staleAfterMs;
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
